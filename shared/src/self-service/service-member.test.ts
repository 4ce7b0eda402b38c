import { describe, expect, it } from 'vitest';
import { MILITARY_TEXT } from './texts.ts';
import { splitContentList, validateServiceMemberInfo } from './service-member.ts';

const valid = {
  name: 'Sam Ellison',
  serviceOrganization: 'Army',
  orderIssueDate: '2026-01-15',
  cancelRequestDate: '2026-03-01',
  relocationLength: '12',
  relocationArea: 'Overseas',
};
const options = { today: '2026-02-20', cancelValidity: 30 };

describe('service member info (000 §5 step 3)', () => {
  it('accepts a complete record', () => expect(validateServiceMemberInfo(valid, options)).toEqual({}));
  it('every field is required with its own message', () => {
    expect(validateServiceMemberInfo({}, options)).toEqual({
      name: MILITARY_TEXT.name,
      serviceOrganization: MILITARY_TEXT.serviceOrganization,
      orderIssueDate: MILITARY_TEXT.orderIssueDate,
      cancelRequestDate: MILITARY_TEXT.cancelRequestDate,
      relocationLength: MILITARY_TEXT.relocationLength,
      relocationArea: MILITARY_TEXT.relocationArea,
    });
  });
  it('order dates from 2000-01-01, cancellation within today..today+cancelValidity', () => {
    expect(validateServiceMemberInfo({ ...valid, orderIssueDate: '1999-12-31' }, options)).toHaveProperty(
      'orderIssueDate',
    );
    expect(validateServiceMemberInfo({ ...valid, orderIssueDate: '2000-01-01' }, options)).toEqual({});
    expect(validateServiceMemberInfo({ ...valid, cancelRequestDate: '2026-03-23' }, options)).toHaveProperty(
      'cancelRequestDate',
    );
    expect(validateServiceMemberInfo({ ...valid, cancelRequestDate: '2026-03-22' }, options)).toEqual({});
    expect(validateServiceMemberInfo({ ...valid, cancelRequestDate: '2026-02-19' }, options)).toHaveProperty(
      'cancelRequestDate',
    );
  });
  it('the gateway’s slack moves only the today ends, never the 2000-01-01 floor', () => {
    const slack = { ...options, slackDays: 1 };
    expect(validateServiceMemberInfo({ ...valid, orderIssueDate: '1999-12-31' }, slack)).toHaveProperty(
      'orderIssueDate',
    );
    expect(
      validateServiceMemberInfo({ ...valid, orderIssueDate: '2026-02-21', cancelRequestDate: '2026-02-19' }, slack),
    ).toEqual({});
  });
  it('relocation length is a positive whole number of months', () => {
    for (const bad of ['0', '-1', '1.5', 'six', '1000']) {
      expect(validateServiceMemberInfo({ ...valid, relocationLength: bad }, options)).toHaveProperty(
        'relocationLength',
      );
    }
    expect(validateServiceMemberInfo({ ...valid, relocationLength: 6 }, options)).toEqual({});
  });
  it('dropdown values must come from the content lists when given', () => {
    const lists = { ...options, serviceOrganizations: splitContentList('Army, Navy'), relocationAreas: ['Overseas'] };
    expect(validateServiceMemberInfo(valid, lists)).toEqual({});
    expect(validateServiceMemberInfo({ ...valid, serviceOrganization: 'Guild' }, lists)).toHaveProperty(
      'serviceOrganization',
    );
  });
  it('content lists are comma separated', () =>
    expect(splitContentList(' Army,Navy ,, Air Force')).toEqual(['Army', 'Navy', 'Air Force']));
});
