import { describe, expect, it } from 'vitest';
import { pageDocumentSchema } from '@carrier/shared/content';
import { contentFixture, contentFixtureFiles } from '../../test/content-fixtures.ts';
import { waiverPropsSchema } from './waiver-props.ts';

const pages = contentFixtureFiles().filter((f) => f.startsWith('self-service-waiver-') && f.endsWith('.json'));

function forms(file: string) {
  const doc = pageDocumentSchema.parse(contentFixture(file));
  return doc.panels.flatMap((p) => p.components).filter((c) => c.type === 'waiverForm');
}

describe('waiver content documents', () => {
  it.each(['en-us', 'es-us'])('has a page for each form type in %s', (locale) => {
    const types = pages
      .filter((f) => f.endsWith(`.${locale}.json`))
      .flatMap((f) => forms(f).map((c) => waiverPropsSchema.parse(c.props).formType))
      .sort();
    expect(types).toEqual(['cancel_service', 'default', 'resume_service', 'suspend_service']);
  });

  it.each(pages)('%s: its waiver props are valid and resume/suspend carry a review screen', (file) => {
    for (const c of forms(file)) {
      const props = waiverPropsSchema.parse(c.props);
      expect(props.success.cards).toHaveLength(2);
      if (props.formType === 'resume_service' || props.formType === 'suspend_service')
        expect(props.review).toBeDefined();
      if (props.formType === 'cancel_service') expect(props.cancelRedirectUrl).toMatch(/^\//);
    }
  });

  it('defaults the messages of 000 §5, §8 to the shared wording', () => {
    const props = waiverPropsSchema.parse({
      heading: 'H',
      friendlyNames: [{ service: 'MOBILITY', friendlyName: 'Wireless' }],
      success: { heading: 'Done' },
    });
    expect(props.selectionMessage).toBe('Please select atleast one service to proceed');
    expect(props.formType).toBe('default');
    expect(props.submitApi).toBe('/msapi/microsites-orch-nodems/v1/waiver/submit');
  });

  it('refuses a call path outside /msapi', () => {
    const bad = waiverPropsSchema.safeParse({
      heading: 'H',
      friendlyNames: [{ service: 'M', friendlyName: 'W' }],
      success: { heading: 'D' },
      submitApi: 'https://evil.example/x',
    });
    expect(bad.success).toBe(false);
  });
});
