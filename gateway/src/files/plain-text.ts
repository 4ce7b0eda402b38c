/**
 * Whether bytes are plain text: UTF-8 (a byte-order mark allowed) without NUL or control characters other than
 * tab, line breaks and form feed, and without markup or script that a mail client, a browser or a script host
 * would render or run. Markup is refused whatever the file is called: an HTML page, an SVG image or any XML
 * document in a `.txt` file is still markup to a browser that sniffs it, and to whoever opens it under another
 * name. The whole text is read, not its first bytes: markup placed after a long plain preamble is still found.
 */
export type TextVerdict = { ok: true } | { ok: false; problem: 'notText' | 'markup' | 'script'; detail: string };

const CONTROL = /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/;

/**
 * Markup: an element's start or end tag (`<svg `, `<html>`, `</p>`, `<x:y/>`), a declaration, comment or CDATA
 * section (`<!`), or a processing instruction such as the XML declaration (`<?`). A `<` that does not open one
 * (`a < b`, `<3`, `<jordan@mail.example>`) is text.
 */
const MARKUP = /<(?:[A-Za-z][\w.:-]*(?:[\s/>]|$)|\/[A-Za-z][\w.:-]*\s*>|!|\?[A-Za-z])/;

/** Script a shell, a Windows script host or a browser runs from text; each is named in the refusal. */
const SCRIPT: ReadonlyArray<readonly [string, RegExp]> = [
  ['a #! interpreter line', /^#!/],
  ['a batch file (@echo off)', /^[ \t]*@echo[ \t]+off\b/im],
  ['a batch variable', /%(?:~[a-z]*\d|comspec%|systemroot%|windir%|temp%|appdata%)/i],
  ['a command interpreter call', /\b(?:cmd(?:\.exe)?[ \t]+\/[ck]|powershell(?:\.exe)?[ \t]+-)/i],
  [
    'a PowerShell download or invoke',
    /\b(?:invoke-expression|invoke-webrequest|iex[ \t]*\(|new-object[ \t]+(?:system\.)?net\.webclient|-encodedcommand)\b/i,
  ],
  ['a Windows script host object', /\b(?:wscript\.|cscript\b|createobject[ \t]*\(|activexobject\b)/i],
  ['a script address', /\b(?:javascript|vbscript|livescript)[ \t]*:|\bdata[ \t]*:[ \t]*text\/html/i],
  ['a registry script', /^Windows Registry Editor Version|^REGEDIT4/m],
];

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

export function judgePlainText(bytes: Buffer): TextVerdict {
  const body = bytes.subarray(0, 3).equals(BOM) ? bytes.subarray(3) : bytes;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(body);
  } catch {
    return { ok: false, problem: 'notText', detail: 'not UTF-8' };
  }
  if (text.trim() === '') return { ok: false, problem: 'notText', detail: 'only white space' };
  const control = CONTROL.exec(text);
  if (control)
    return {
      ok: false,
      problem: 'notText',
      detail: `control character U+${control[0].charCodeAt(0).toString(16).padStart(4, '0')}`,
    };
  const tag = MARKUP.exec(text);
  if (tag)
    return { ok: false, problem: 'markup', detail: `markup ${JSON.stringify(tag[0].slice(0, 16))} at ${tag.index}` };
  for (const [what, pattern] of SCRIPT) {
    if (pattern.test(text)) return { ok: false, problem: 'script', detail: what };
  }
  return { ok: true };
}
