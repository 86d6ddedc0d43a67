/**
 * Turns the bytes of an uploaded statement into text. Banks export in UTF-8 (with or without
 * a byte-order mark), UTF-16 (moneyguru's sample has no mark at all) and the Windows code page
 * 1252 (OFX files that say CHARSET:1252, German CSVs). Uses only the standard TextDecoder, so
 * the same code runs in the browser and on the server.
 */
export type TextEncodingName = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

export interface DecodedText {
  text: string;
  encoding: TextEncodingName;
}

const decode = (bytes: Uint8Array, encoding: Exclude<TextEncodingName, 'windows-1252'>, fatal = false) =>
  new TextDecoder(encoding, { fatal, ignoreBOM: false }).decode(bytes);

/** What CP1252 puts at 0x80–0x9F (Latin-1 has control codes there): € ‚ ƒ „ … † ‡ ˆ ‰ Š ‹ Œ Ž ‘ ’ “ ” • – — ˜ ™ š › œ ž Ÿ. */
const CP1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d, 0x17d, 0x8f, 0x90, 0x2018, 0x2019,
  0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178,
];

/**
 * Decoded by hand: Node 20's TextDecoder('windows-1252') reads 0x80–0x9F as Latin-1 control
 * codes, losing the euro sign and dashes that hledger's cp1252 sample holds.
 */
function decodeCp1252(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 8192) {
    const chunk = Array.from(bytes.subarray(i, i + 8192), (b) => (b >= 0x80 && b < 0xa0 ? (CP1252_HIGH[b - 0x80] ?? b) : b));
    text += String.fromCharCode(...chunk);
  }
  return text;
}

/**
 * UTF-16 without a mark shows itself by NUL bytes: Latin text puts a zero in every other
 * byte (the high byte), odd positions for little-endian, even positions for big-endian.
 */
function utf16Without(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | undefined {
  const n = Math.min(bytes.length - (bytes.length % 2), 4096);
  if (n < 4) return undefined;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < n; i += 2) {
    if (bytes[i] === 0) evenZeros++;
    if (bytes[i + 1] === 0) oddZeros++;
  }
  const pairs = n / 2;
  if (oddZeros > pairs * 0.3 && evenZeros < pairs * 0.05) return 'utf-16le';
  if (evenZeros > pairs * 0.3 && oddZeros < pairs * 0.05) return 'utf-16be';
  return undefined;
}

export function decodeText(bytes: Uint8Array): DecodedText {
  const [b0, b1, b2] = bytes;
  if (b0 === 0xef && b1 === 0xbb && b2 === 0xbf) return { text: decode(bytes, 'utf-8'), encoding: 'utf-8' };
  if (b0 === 0xff && b1 === 0xfe) return { text: decode(bytes, 'utf-16le'), encoding: 'utf-16le' };
  if (b0 === 0xfe && b1 === 0xff) return { text: decode(bytes, 'utf-16be'), encoding: 'utf-16be' };
  const utf16 = utf16Without(bytes);
  if (utf16) return { text: decode(bytes, utf16), encoding: utf16 };
  try {
    return { text: decode(bytes, 'utf-8', true), encoding: 'utf-8' };
  } catch {
    // Not UTF-8: CP1252 is a superset of Latin-1's printable range, so it reads both.
    return { text: decodeCp1252(bytes), encoding: 'windows-1252' };
  }
}
