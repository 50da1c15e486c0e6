// Where a 401 to a call made with the stored session sends the visitor. Apart from the API client so the entry
// chunk (root layout) can register it without openapi-fetch.
let unauthorizedHandler: () => void = () => {};

/** The app registers where a 401 sends the visitor (the login page with a redirect back). */
export function setUnauthorizedHandler(handler: () => void): void {
  unauthorizedHandler = handler;
}

export function onUnauthorized(): void {
  unauthorizedHandler();
}
