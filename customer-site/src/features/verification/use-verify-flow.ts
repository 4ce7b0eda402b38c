import { useCallback, useEffect, useRef, useState } from 'react';
import { hubErrorType, type VerificationSearchResponse } from '@carrier/shared/discount-program';
import type { SiteFlags } from '../../api/flags.ts';
import { track } from '../../analytics/track.ts';
import { rememberVerification, sessionStore } from '../../site/program-storage.ts';
import { postVerification } from './api/verification.ts';
import { searchVerifications } from './api/verification-search.ts';
import { landFan } from './api/fan-landing.ts';
import { getCustomerInfo } from './api/customer-info.ts';
import { crpPrefill } from './form/crp-prefill.ts';
import { EMPTY_VALUES, toVerificationRequest, type VerifyFormValues } from './form/verify-form-rules.ts';
import type { VerifyModal } from './modals/VerifyModals.tsx';
import { loadReturning } from './returning/load-returning.ts';
import type { SegmentContent } from './verify-props.ts';
import type { VerifyOutcome, VerifyQuery, VerifyView } from './verify-state.ts';
import { searchFoundSomething, stepAfterVerification, systemErrorOutcome } from './verify-outcome.ts';

export type VerificationInfo = VerificationSearchResponse['verificationInfo'][number];

/** Who is asking: the CSRF token of a signed-in customer (no session cookie call for them). */
export interface VerifyEnvironment {
  signedIn: boolean;
  csrfToken?: string;
}

const FORM: VerifyOutcome = { view: 'form', verifications: [], errorCodes: [], returning: false };

/** The views after which the enrollment may follow: the verification is remembered for it (001 §3). */
const REMEMBERED_VIEWS: ReadonlySet<VerifyView> = new Set(['success', 'pending', 'docupload']);

/** 001 §2 the analytics virtual paths of the verify form's own views. */
const VIEW_PATHS: Partial<Record<VerifyView, string>> = {
  review_form: '/verification/formreview/',
  multiple_verification_review: '/verification/duplicate/application/',
  success: '/verification/success/',
  pending: '/verification/success/',
  dataerror: '/verification/error/',
  systemerror: '/verification/error/',
  error: '/verification/error/',
};

/** 001 §4 the hub's error types, for the verify form's check. */
function formError(kind: 'data' | 'system', segment: string, errorCodes: string[]) {
  track({ event: 'formError', errorType: hubErrorType('form', kind), formName: segment, errorCodes });
}

function formEvent(eventCode: string, eventAction: 'submit' | 'response', status?: number) {
  track({ event: 'formEvent', eventCode, eventAction, formName: 'signatureVerify', ...(status ? { status } : {}) });
}

/**
 * 001 §4 the verify form's flow: form → (search → one-time code) → review_form → verification → an outcome, with
 * the data-error modals; a returning customer starts from the status lookup. The values typed are kept through
 * every step until Start over.
 */
export function useVerifyFlow(
  content: SegmentContent,
  query: VerifyQuery,
  flags: SiteFlags | null,
  env: VerifyEnvironment,
) {
  const [outcome, setOutcome] = useState<VerifyOutcome | null>(null);
  const [values, setValues] = useState<VerifyFormValues>(EMPTY_VALUES);
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [modal, setModal] = useState<VerifyModal | null>(null);
  const [otpId, setOtpId] = useState<string | null>(null);
  const [current, setCurrent] = useState<VerificationInfo | null>(null);
  const [busy, setBusy] = useState(false);
  /** 001 §6 CRP: the fields the account filled, not editable. */
  const [locked, setLocked] = useState<Array<keyof VerifyFormValues>>([]);
  const noRecordBefore = useRef(false);
  /** A call under way: a second Enter or click while it runs sends nothing more. */
  const inFlight = useRef(false);
  /** Bumped by every new start, so a late answer of an earlier one is dropped. */
  const generation = useRef(0);

  useEffect(() => {
    if (!flags) return;
    const mine = ++generation.current;
    const ban = query.forward.ban;
    if (!query.verificationId && !query.comboVerificationId && query.crp && ban) {
      // 001 §6 CRP: the form starts filled from the account; without its info the customer types it
      void getCustomerInfo(ban, flags.verifySalesApi).then((info) => {
        if (generation.current !== mine) return;
        if (info.ok) {
          const prefill = crpPrefill(info.data);
          setValues(prefill.values);
          setLocked(prefill.locked);
        }
        setOutcome(FORM);
      });
      return;
    }
    if (!query.verificationId && !query.comboVerificationId) return void setOutcome(FORM);
    void loadReturning(query, flags.verifySalesApi, content.segment).then((next) => {
      if (generation.current === mine) setOutcome(next);
    });
  }, [flags, query, content.segment]);

  useEffect(() => {
    const path = outcome && VIEW_PATHS[outcome.view];
    if (path) track({ event: 'virtualPageView', pagePath: path });
  }, [outcome]);

  // 001 §3: a verification that answered is what the enrollment pages read next (this tab's session storage)
  const email = values.email.trim();
  useEffect(() => {
    const [first, second] = outcome?.verifications ?? [];
    if (!outcome || !first || !REMEMBERED_VIEWS.has(outcome.view)) return;
    rememberVerification(sessionStore(), {
      verificationId: first.verificationId,
      comboVerificationId: second?.verificationId ?? null,
      email: email || null,
      segment: first.segment,
      isComboSegment: content.isComboSegment,
      isCRP: query.crp,
      fanNumber: outcome.fanNumber ?? null,
      verifyUrl: window.location.pathname + window.location.search + window.location.hash,
    });
  }, [outcome, email, content.isComboSegment, query.crp]);

  const sales = flags?.verifySalesApi ?? false;

  const showOutcome = useCallback((next: VerifyOutcome) => {
    generation.current++;
    setOutcome(next);
  }, []);

  const checkEligibility = useCallback(
    async (changeOffer = false, formValues: VerifyFormValues = values) => {
      setModal(null);
      setBusy(true);
      formEvent(changeOffer ? 'changeOffer' : 'verificationForm', 'submit');
      const result = await postVerification(
        toVerificationRequest(formValues, content, changeOffer),
        sales,
        env.csrfToken,
      );
      formEvent(changeOffer ? 'changeOffer' : 'verificationForm', 'response', result.ok ? 200 : result.error.status);
      if (!result.ok) {
        setBusy(false);
        formError('system', content.segment, [result.error.errorId]);
        return showOutcome(systemErrorOutcome([result.error.errorId]));
      }
      const step = stepAfterVerification(result.data, formValues.segment || content.segment, noRecordBefore.current);
      if (step.kind === 'form') formError('data', content.segment, step.errorCodes);
      else if (step.kind === 'modal')
        formError(
          'data',
          content.segment,
          result.data.dataError.map((e) => e.errorCode),
        );
      else if (step.outcome.view === 'dataerror' || step.outcome.view === 'systemerror')
        formError(step.outcome.view === 'dataerror' ? 'data' : 'system', content.segment, step.outcome.errorCodes);
      noRecordBefore.current = step.kind === 'form' && step.errorCodes.includes('noEligibilityRecord');
      if (step.kind === 'outcome' && step.outcome.fanNumber && !env.signedIn)
        await landFan(step.outcome.fanNumber, sales);
      setBusy(false);
      if (step.kind === 'outcome') return showOutcome(step.outcome);
      showOutcome(FORM);
      if (step.kind === 'form') setFormErrors(step.errorCodes);
      else setModal(step.modal);
    },
    [values, content, sales, env.csrfToken, env.signedIn, showOutcome],
  );

  const submitForm = useCallback(
    async (next: VerifyFormValues) => {
      setValues(next);
      setFormErrors([]);
      // 001 §4: without the search, the form goes straight to the verification
      if (!flags?.verifySearchFirst) return checkEligibility(false, next);
      setBusy(true);
      formEvent('verificationSearch', 'submit');
      const result = await searchVerifications(
        {
          email: next.email.trim(),
          firstName: next.firstName.trim(),
          lastName: next.lastName.trim(),
          segment: content.segment,
        },
        env.csrfToken,
      );
      setBusy(false);
      formEvent('verificationSearch', 'response', result.ok ? 200 : result.error.status);
      if (result.ok && searchFoundSomething(result.data)) {
        setOtpId(result.data.otpId);
        track({ event: 'virtualPageView', pagePath: '/verification/otp/modal' });
        return;
      }
      // Nothing found, or the search failed: the search only spares a second application, the form goes on.
      showOutcome({ ...FORM, view: 'review_form' });
    },
    [flags, content.segment, env.csrfToken, showOutcome, checkEligibility],
  );

  const otpVerified = useCallback(
    async (answer: VerificationSearchResponse) => {
      setOtpId(null);
      const same = answer.verificationInfo.find((v) => v.segment === content.segment);
      if (answer.sameSegmentFound && same) {
        setBusy(true);
        const next = await loadReturning(
          { verificationId: same.verificationId, comboVerificationId: null },
          sales,
          content.segment,
        );
        setBusy(false);
        return showOutcome(next);
      }
      const other = answer.verificationInfo[0];
      if (!other) return showOutcome({ ...FORM, view: 'review_form' });
      setCurrent(other);
      showOutcome({ ...FORM, view: 'multiple_verification_review' });
    },
    [content.segment, sales, showOutcome],
  );

  const exclusive =
    <A extends unknown[]>(run: (...args: A) => Promise<void>) =>
    (...args: A) => {
      if (inFlight.current) return;
      inFlight.current = true;
      void run(...args).finally(() => (inFlight.current = false));
    };

  return {
    outcome,
    setOutcome: showOutcome,
    values,
    formErrors,
    modal,
    otpId,
    current,
    busy,
    submitForm: exclusive(submitForm),
    checkEligibility: exclusive(() => checkEligibility(false)),
    changeOffer: exclusive(() => checkEligibility(true)),
    otpVerified: exclusive(otpVerified),
    closeOtp: () => setOtpId(null),
    closeModal: () => setModal(null),
    edit: () => showOutcome(FORM),
    switchBenefits: () => showOutcome({ ...FORM, view: 'review_form' }),
    locked,
    startOver: () => {
      // the account's own details stay: Start over clears what the customer typed
      setValues((v) => ({ ...EMPTY_VALUES, ...Object.fromEntries(locked.map((f) => [f, v[f]])) }));
      setFormErrors([]);
      noRecordBefore.current = false;
      showOutcome(FORM);
    },
  };
}
