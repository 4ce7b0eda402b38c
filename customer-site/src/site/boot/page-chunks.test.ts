// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { PAGE_CHUNKS_ELEMENT_ID } from '@carrier/shared/content';
import { chunksOfThePage, PAGE_CHUNKS_ID } from './page-chunks.ts';

describe('the chunks a server-rendered page lists for the boot script', () => {
  it('reads the element the gateway writes', () => {
    expect(PAGE_CHUNKS_ID).toBe(PAGE_CHUNKS_ELEMENT_ID);
  });

  it('takes site paths only; no list, a broken one or another origin is none', () => {
    const page = (inner: string) => {
      document.body.innerHTML = inner;
      return chunksOfThePage(document);
    };
    expect(
      page(
        `<script type="application/json" id="page-chunks">["/assets/GenericForm-1.js","/assets/TextField-2.js"]</script>`,
      ),
    ).toEqual(['/assets/GenericForm-1.js', '/assets/TextField-2.js']);
    expect(page('')).toEqual([]);
    expect(page(`<script type="application/json" id="page-chunks">{not json</script>`)).toEqual([]);
    expect(
      page(
        `<script type="application/json" id="page-chunks">["//evil.example/x.js","https://evil.example/y.js",3,"/assets/ok.js"]</script>`,
      ),
    ).toEqual(['/assets/ok.js']);
  });
});
