/**
 * What the PDF's fonts can show. The PDF uses the standard Helvetica fonts (nothing embedded, so
 * the file is small and its bytes depend on nothing but the document), whose WinAnsi encoding
 * holds Latin-1 and a few typographic signs (€, –, ’, “ ”, …, •, ™, Œ, Š, Ž, Ÿ, ƒ). A character
 * outside it would print as garbage, so it loses its accent where that leaves a Latin letter
 * ("ą" -> "a", "Ł" stays "?") and is a "?" otherwise. Pure.
 */

/** The characters beyond Latin-1 that WinAnsi (code page 1252) encodes, as pdfkit maps them. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

function encodable(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || char === '\n' || WIN_ANSI_EXTRA.has(char);
}

/** The text with every character the PDF's fonts cannot show replaced (line breaks kept, tabs as spaces). */
export function printable(text: string): string {
  let out = '';
  for (const char of text.replace(/\r\n?/g, '\n').replace(/\t/g, ' ')) {
    if (encodable(char)) {
      out += char;
      continue;
    }
    const base = char.normalize('NFKD').replace(/\p{M}/gu, '');
    out += base.length > 0 && [...base].every(encodable) ? base : '?';
  }
  return out;
}
