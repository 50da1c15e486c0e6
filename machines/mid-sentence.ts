/**
 * A job or post title inside a sentence ("… caută asistent medical / asistentă medicală în Cluj"): each form's first
 * letter lower-cased, unless it starts an acronym ("ATI …"). Titles are stored as they head a page.
 */
export function midSentence(title: string, locale: string): string {
  return title
    .split(' / ')
    .map((form) => (/^\p{Lu}\p{Ll}/u.test(form) ? form.charAt(0).toLocaleLowerCase(locale) + form.slice(1) : form))
    .join(' / ');
}
