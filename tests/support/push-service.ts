import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// A push service on this machine for the server's Web Push tests: it records what the server posts, answers with the
// status a path is given, and reads each push as a browser would: the VAPID token verified against the key it names
// (RFC 8292) and the payload decrypted with the subscription's private key and secret (RFC 8291, RFC 8188).

export type ReceivedPush = { path: string; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** A browser's side of a subscription: its key pair and auth secret, and what PushSubscription.toJSON() would send. */
export type FakeBrowser = ReturnType<typeof fakeBrowser>;

export function fakeBrowser(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    subscription: { endpoint, expirationTime: null, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } },
  };
}

export async function startPushService() {
  const received: ReceivedPush[] = [];
  const statusOf = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = statusOf.get(req.url ?? '') ?? 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    /** What the service answers on a path from now on (e.g. 410 for a subscription it dropped). */
    answer: (path: string, status: number) => statusOf.set(path, status),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const b64u = (text: string) => Buffer.from(text, 'base64url');

/**
 * The claims of the push's VAPID token (`Authorization: vapid t=<JWT>, k=<key>`), once its ES256 signature checks
 * out against `k`; throws when the scheme, the algorithm or the signature is wrong.
 */
export function verifiedVapid(push: ReceivedPush): { key: string; claims: { aud: string; exp: number; sub: string } } {
  const header = String(push.headers.authorization ?? '');
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header);
  if (!match) throw new Error(`not a VAPID authorization: ${header}`);
  const [, token, key] = match as unknown as [string, string, string];
  const [head, body, signature] = token.split('.') as [string, string, string];
  const alg = JSON.parse(b64u(head).toString()) as { alg: string; typ: string };
  if (alg.alg !== 'ES256') throw new Error(`unexpected JWT algorithm ${alg.alg}`);
  const point = b64u(key);
  if (point.length !== 65 || point[0] !== 4) throw new Error('k is not an uncompressed P-256 point');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  const ok = verify('sha256', Buffer.from(`${head}.${body}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, b64u(signature));
  if (!ok) throw new Error('the VAPID signature does not verify');
  return { key, claims: JSON.parse(b64u(body).toString()) as { aud: string; exp: number; sub: string } };
}

const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) => Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

/** The plaintext of an aes128gcm push (one record), decrypted with the browser's keys as RFC 8291 describes. */
export function decryptPush(browser: FakeBrowser, push: ReceivedPush): string {
  if (push.headers['content-encoding'] !== 'aes128gcm') throw new Error(`unexpected encoding ${String(push.headers['content-encoding'])}`);
  const body = push.body;
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const serverKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (record.length > recordSize) throw new Error('more than one record');
  const shared = browser.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.ecdh.getPublicKey(), serverKey]);
  const ikm = hkdf(browser.auth, shared, keyInfo, 32);
  const cek = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then optional zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}
