import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import {
  DOC_UPLOAD_TEXTS,
  fillText,
  hubErrorType,
  latestRejectionMessages,
  UPLOAD_TEXTS,
  VERIFICATION_TEXTS,
  type UploadErrorKey,
} from '@carrier/shared/discount-program';
import { track } from '../../../analytics/track.ts';
import { getFlags } from '../../../api/flags.ts';
import { BusyOverlay } from '../../../components/BusyOverlay.tsx';
import { useLocale } from '../../../site/use-locale.ts';
import { useSession } from '../../../site/session/use-session.ts';
import { AGE_SEGMENT, wirelessIntentUrl, type WirelessIntent } from '../modals/wireless-intent.ts';
import { WirelessIntentModal } from '../modals/WirelessIntentModal.tsx';
import { ViewHeading } from '../results/ViewHeading.tsx';
import type { SegmentContent } from '../verify-props.ts';
import type { UploadForward, VerifyOutcome } from '../verify-state.ts';
import { uploadDocuments, type DocUploadAnswer } from './api/doc-upload.ts';
import { DocumentList } from './DocumentList.tsx';
import { fileRulesOf } from './file-rules.ts';
import { FileSection } from './FileSection.tsx';
import { formatExpiry, uploadNotices } from './upload-case.ts';
import { UploadLater } from './UploadLater.tsx';
import { uploadSections } from './upload-sections.ts';

export interface DocumentUploadViewProps {
  content: SegmentContent;
  outcome: VerifyOutcome;
  forward: UploadForward;
  sales: boolean;
  /** The upload's result: pending (or success), a system error, or the wireless intent's choice made. */
  onDone: (next: VerifyOutcome) => void;
}

/** 001 §2 document upload panel (the verify form's 'docupload' view). */
export function DocumentUploadView({ content, outcome, forward, sales, onDone }: DocumentUploadViewProps) {
  const locale = useLocale();
  const lang = locale === 'es-us' ? 'es' : 'en';
  const t = UPLOAD_TEXTS[lang];
  const props = content.upload;
  const { session } = useSession();
  const rules = useMemo(() => fileRulesOf(props), [props]);
  const sections = useMemo(() => uploadSections(content, outcome.verifications), [content, outcome.verifications]);
  const main = outcome.verifications[0];
  const notices = uploadNotices(outcome.returning, main);
  // 001 §9: the 14 days to send a document are over (the gateway refuses an upload): say so, and start again
  const expired = notices.expiry?.days === 0;
  const { pathname } = useLocation();
  const startAgainHref = `${pathname}#${content.segment}`;
  const [mode, setMode] = useState<'now' | 'later'>('now');
  const [files, setFiles] = useState<Record<string, File[]>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [intentAsked, setIntentAsked] = useState(false);
  const [uploaded, setUploaded] = useState<VerifyOutcome | null>(null);

  useEffect(() => track({ event: 'virtualPageView', pagePath: '/verification/docupload/' }), []);

  const message = (key: UploadErrorKey | 'generic') =>
    (key !== 'generic' ? props.errorMessages?.[key] : undefined) ?? DOC_UPLOAD_TEXTS[lang][key];
  const ready = sections.length > 0 && sections.every((s) => (files[s.verificationId]?.length ?? 0) > 0);

  const finish = async (answer: DocUploadAnswer) => {
    if (answer.kind !== 'done') {
      track({ event: 'virtualPageView', pagePath: '/verification/docupload/error/' });
      // 001 §4 the hub's error types: a refusal the customer can fix, or a system error
      track({
        event: 'formError',
        errorType: hubErrorType('doc', answer.kind === 'dataError' ? 'data' : 'system'),
        formName: content.segment,
        errorCodes: answer.kind === 'dataError' ? [answer.key] : answer.code ? [answer.code] : [],
      });
    }
    if (answer.kind === 'dataError') {
      const key = answer.key;
      setRefusal(key === 'busy' ? t.uploadBusy : key === 'network' ? t.network : message(key));
      return;
    }
    if (answer.kind === 'systemError') {
      onDone({ ...outcome, view: 'systemerror', errorCodes: answer.code ? [answer.code] : [] });
      return;
    }
    track({ event: 'virtualPageView', pagePath: '/verification/docupload/success/' });
    const done = new Set(sections.map((s) => s.verificationId));
    const next: VerifyOutcome = {
      ...outcome,
      view: 'pending',
      errorCodes: [],
      verifications: outcome.verifications.map((v) => (done.has(v.verificationId) ? { ...v, status: 'pending' } : v)),
    };
    const flags = await getFlags();
    if (flags.verifyWirelessIntent && sections.some((s) => s.segment === AGE_SEGMENT)) {
      setUploaded(next);
      setIntentAsked(true);
    } else onDone(next);
  };

  const submit = async () => {
    const [first, second] = sections;
    if (!first || !ready) return;
    setBusy(true);
    setRefusal(null);
    track({ event: 'formEvent', eventCode: 'docUpload', eventAction: 'submit', formName: content.segment });
    const answer = await uploadDocuments({
      main: { verificationId: first.verificationId, files: files[first.verificationId] ?? [] },
      ...(second
        ? { combo: { verificationId: second.verificationId, files: files[second.verificationId] ?? [] } }
        : {}),
      source: content.source,
      forward,
      sales,
      ...(session.status === 'signedIn' ? { csrfToken: session.me.csrfToken } : {}),
    });
    setBusy(false);
    await finish(answer);
  };

  const choose = (intent: WirelessIntent) =>
    window.location.assign(wirelessIntentUrl(intent, main?.verificationId, new URL(window.location.href), locale));

  const uploadNow = (
    <Box>
      <DocumentList
        heading={t.documentsHeading}
        documents={props.documents ?? t.documents}
        note={props.note ?? t.note}
        moreAbout={t.moreAbout}
      />
      {sections.map((s) => (
        <FileSection
          key={s.verificationId}
          files={files[s.verificationId] ?? []}
          onFiles={(next) => setFiles((all) => ({ ...all, [s.verificationId]: next }))}
          rules={rules}
          accept={[...rules.mediaTypes].join(',')}
          texts={{
            ...(sections.length > 1 ? { heading: fillText(t.sectionHeading, { segment: s.label }) } : {}),
            browse: t.browse,
            hint: props.hint ?? t.hint,
            selected: t.selected,
            remove: t.remove,
            message,
          }}
        />
      ))}
      {refusal && (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="upload-refusal">
          {refusal}
        </Alert>
      )}
      <Button variant="contained" size="large" disabled={!ready || busy} onClick={() => void submit()}>
        {t.upload}
      </Button>
    </Box>
  );

  return (
    <Box
      component="section"
      aria-labelledby="upload-heading"
      aria-busy={busy}
      data-testid="document-upload"
      data-case={notices.case}
    >
      <ViewHeading id="upload-heading">{props.heading?.[notices.case] ?? t.heading[notices.case]}</ViewHeading>
      {notices.case === 'returningError' ? (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="rejection-alert">
          <AlertTitle>{props.copy?.returningError ?? t.copy.returningError}</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {latestRejectionMessages(main?.docUploadRejectionReasons ?? [], locale).map((m) => (
              <li key={m}>{m}</li>
            ))}
          </Box>
        </Alert>
      ) : (
        <Typography sx={{ mb: 2 }}>
          {fillText(props.copy?.[notices.case] ?? t.copy[notices.case], { segment: content.segmentDisplayName })}
        </Typography>
      )}
      {notices.expiry && (
        <Typography sx={{ mb: 2 }} data-testid="upload-expiry">
          {fillText(t.expiry, { date: formatExpiry(notices.expiry.date, locale), days: notices.expiry.days })}
        </Typography>
      )}
      {expired && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="upload-expired">
          {VERIFICATION_TEXTS[lang].verificationExpired} <Link href={startAgainHref}>{t.startAgain}</Link>
        </Alert>
      )}
      {!expired && notices.attemptsLeft !== null && (
        <Alert severity="info" role="status" sx={{ mb: 2 }} data-testid="upload-attempts">
          {notices.attemptsLeft === 1 ? t.lastAttempt : fillText(t.attemptsLeft, { count: notices.attemptsLeft })}
        </Alert>
      )}
      {expired ? null : outcome.returning ? (
        uploadNow
      ) : (
        <>
          <Tabs value={mode} onChange={(_e, v: 'now' | 'later') => setMode(v)} aria-label={t.when} sx={{ mb: 2 }}>
            <Tab value="now" label={t.uploadNow} id="upload-tab-now" aria-controls="upload-panel" />
            <Tab value="later" label={t.uploadLater} id="upload-tab-later" aria-controls="upload-panel" />
          </Tabs>
          <Box role="tabpanel" id="upload-panel" aria-labelledby={`upload-tab-${mode}`}>
            {mode === 'now' ? (
              uploadNow
            ) : (
              <UploadLater
                verificationId={main?.verificationId}
                texts={{
                  warning: props.uploadLater?.warning ?? t.laterWarning,
                  copy: props.uploadLater?.copy ?? t.laterCopy,
                  hardLogin: t.laterHardLogin,
                  softLogin: t.laterSoftLogin,
                }}
              />
            )}
          </Box>
        </>
      )}
      <BusyOverlay busy={busy} text={t.busy} testId="upload-spinner" />
      {intentAsked && uploaded && (
        <WirelessIntentModal lang={lang} onChoose={choose} onClose={() => onDone(uploaded)} />
      )}
    </Box>
  );
}
