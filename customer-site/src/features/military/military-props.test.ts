import { describe, expect, it } from 'vitest';
import { pageDocumentSchema } from '@carrier/shared/content';
import { MILITARY_TEXT } from '@carrier/shared/self-service';
import { contentFixture } from '../../test/content-fixtures.ts';
import { militaryMessages } from './military-messages.ts';
import { militaryPropsSchema } from './military-props.ts';

function militaryProps(slug: string) {
  const doc = pageDocumentSchema.parse(contentFixture(`self-service-military-${slug}.en-us.json`));
  const component = doc.panels.flatMap((p) => p.components).find((c) => c.type === 'militaryWebForm');
  return militaryPropsSchema.parse(component?.props);
}

describe('military content documents', () => {
  it.each([['cancel'], ['restore']] as const)(
    '%s page: valid props of its request type with four step records',
    (slug) => {
      const props = militaryProps(slug);
      expect(props.requestType).toBe(slug);
      expect(props.steps).toHaveLength(4);
      expect(props.steps[2]!.questions.find((q) => q.field === 'serviceOrganization')?.answers).toContain(',');
    },
  );

  it('takes messages from content and falls back to the shared wording', () => {
    const messages = militaryMessages(militaryProps('cancel'));
    expect(messages.submitFormErrorMsg).not.toBe(MILITARY_TEXT.submitFormErrorMsg);
    expect(messages.termsUnreadCheckbox).toBe(MILITARY_TEXT.termsUnreadCheckbox);
  });
});
