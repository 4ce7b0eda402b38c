// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_PATTERN } from '@carrier/shared/core';
import { newSubmissionKey, renewSubmissionKey, submissionKey } from './submission-key.ts';

afterEach(() => window.sessionStorage.clear());

describe('submission keys', () => {
  it('are 128 random bits the gateway accepts as an Idempotency-Key', () => {
    const key = newSubmissionKey();
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(key).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(newSubmissionKey()).not.toBe(key);
  });

  it('stay the same for one form until the customer starts a new request, and are kept in sessionStorage', () => {
    const first = submissionKey('form:/contact-us:contact-us-form');
    expect(submissionKey('form:/contact-us:contact-us-form')).toBe(first);
    expect(window.sessionStorage.getItem('submission-key:form:/contact-us:contact-us-form')).toBe(first);
    const renewed = renewSubmissionKey('form:/contact-us:contact-us-form');
    expect(renewed).not.toBe(first);
    expect(submissionKey('form:/contact-us:contact-us-form')).toBe(renewed);
  });

  it('are per form', () => {
    expect(submissionKey('waiver:/self-service/waiver-resume')).not.toBe(submissionKey('waiver:/self-service/waiver'));
  });

  it('survive a reload: a key already in sessionStorage is the one used', () => {
    window.sessionStorage.setItem('submission-key:military:cancel', 'kept-from-before-the-reload');
    expect(submissionKey('military:cancel')).toBe('kept-from-before-the-reload');
  });
});
