/*
 * The one wrapper of the platform's WebCrypto for what the teacher's device keeps on the server
 * sealed (a class's backup): a recovery code made on the device, the keys drawn from it, and
 * sealing and opening with AES-GCM. The server sees only the sealed bytes, the backup's id and
 * the write token, none of which tells it the code.
 */

/** Crockford's base 32: digits and letters a person can copy without mixing them up. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Random bytes in a recovery code: 160 bits, beyond any guessing, so no slow KDF is needed. */
const CODE_BYTES = 20;
/** Characters per group of a written code ("7K3M-QX2A-…"). */
const GROUP = 4;
const IV_BYTES = 12;

/** What a recovery code gives: the key that seals, the backup's id and the token that writes it. */
export interface CodeKeys {
  readonly key: CryptoKey;
  /** Names the backup on the server; tells nothing of the code, the class or the teacher. */
  readonly backupId: string;
  /** Proves to the server that a write comes from one who holds the code. */
  readonly writeToken: string;
}

/** A new recovery code, written in groups of four: "7K3M-QX2A-…" (32 characters). */
export function newRecoveryCode(): string {
  return writtenCode(crypto.getRandomValues(new Uint8Array(CODE_BYTES)));
}

/** A code's bytes as the code is written: base 32 in groups of four. */
export function writtenCode(bytes: Uint8Array): string {
  return groupsOf(base32(bytes));
}

/**
 * The bytes of a recovery code as a person may type it back: any case, spaces and dashes left
 * out, O read as 0 and I or L as 1 (Crockford's rule); undefined when it is no code.
 */
export function codeBytes(written: string): Uint8Array<ArrayBuffer> | undefined {
  const text = written
    .toUpperCase()
    .replace(/[\s-]+/gu, '')
    .replace(/O/gu, '0')
    .replace(/[IL]/gu, '1');
  if (text.length !== Math.ceil((CODE_BYTES * 8) / 5)) return undefined;
  const bytes = new Uint8Array(CODE_BYTES);
  let bits = 0;
  let value = 0;
  let index = 0;
  for (const character of text) {
    const digit = ALPHABET.indexOf(character);
    if (digit < 0) return undefined;
    value = (value << 5) | digit;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes[index] = (value >> bits) & 0xff;
      index += 1;
    }
  }
  return bytes;
}

/**
 * The keys of a recovery code (undefined when it is no code), drawn with HKDF-SHA-256 under three
 * labels: one code, three values of which none tells the others.
 */
export async function keysOfCode(written: string): Promise<CodeKeys | undefined> {
  const bytes = codeBytes(written);
  if (bytes === undefined) return undefined;
  const material = await crypto.subtle.importKey('raw', bytes, 'HKDF', false, [
    'deriveKey',
    'deriveBits',
  ]);
  const hkdf = (label: string) => ({
    name: 'HKDF',
    hash: 'SHA-256',
    salt: new Uint8Array(0),
    info: new TextEncoder().encode(`mattemester ${label}`),
  });
  const key = await crypto.subtle.deriveKey(
    hkdf('class key'),
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
  const backupId = hex(await crypto.subtle.deriveBits(hkdf('backup id'), material, 128));
  const writeToken = hex(await crypto.subtle.deriveBits(hkdf('write token'), material, 256));
  return { key, backupId, writeToken };
}

/** The text sealed with the key: a fresh random IV, then AES-GCM's ciphertext and tag. */
export async function seal(key: CryptoKey, text: string): Promise<Uint8Array<ArrayBuffer>> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv },
    key,
    new TextEncoder().encode(text),
  );
  const out = new Uint8Array(IV_BYTES + sealed.byteLength);
  out.set(iv);
  out.set(new Uint8Array(sealed), IV_BYTES);
  return out;
}

/** The text of a sealed box, or undefined when the key is not its key or the box was changed. */
export async function open(
  key: CryptoKey,
  box: Uint8Array<ArrayBuffer>,
): Promise<string | undefined> {
  if (box.byteLength <= IV_BYTES) return undefined;
  try {
    const text = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: box.subarray(0, IV_BYTES) },
      key,
      box.subarray(IV_BYTES),
    );
    return new TextDecoder().decode(text);
  } catch {
    return undefined;
  }
}

function base32(bytes: Uint8Array): string {
  let out = '';
  let bits = 0;
  let value = 0;
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      out += ALPHABET[(value >> bits) & 31] ?? '';
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31] ?? '';
  return out;
}

function groupsOf(text: string): string {
  return (text.match(new RegExp(`.{1,${String(GROUP)}}`, 'gu')) ?? []).join('-');
}

function hex(buffer: ArrayBuffer): string {
  return [...new Uint8Array(buffer)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
