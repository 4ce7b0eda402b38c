// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_DATA_ELEMENT_ID, serializeInitialData, type InitialData } from '@carrier/shared/content';
import { readInitialData } from './read-initial-data.ts';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

function embed(text: string) {
  document.body.innerHTML = `<script type="application/json" id="${INITIAL_DATA_ELEMENT_ID}">${text}</script>`;
}

describe('readInitialData', () => {
  it('reads back what the server embedded, markup in the content included', () => {
    const data: InitialData = {
      page: {
        path: '/x',
        result: { ok: true, document: { path: '/x', locale: 'en-us', title: '</script><b>&', panels: [] } },
      },
      session: { me: null },
    };
    const text = serializeInitialData(data);
    expect(text).not.toMatch(/[<>&]/);
    embed(text);
    expect(readInitialData(document)).toEqual(data);
  });

  it('is empty without the element, or when what it carries is not the contract', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readInitialData(document)).toEqual({});
    embed('{not json');
    expect(readInitialData(document)).toEqual({});
    for (const other of [[1], 'page', null, { session: 'someone' }, { page: null }, { basket: {} }]) {
      embed(JSON.stringify(other));
      expect(readInitialData(document)).toEqual({});
    }
  });
});
