import { useId, type ReactNode } from 'react';
import { ListButton, Show, TopToolbar, useRecordContext } from 'react-admin';
import { Alert, Box, Divider, List, ListItem, ListItemText, Typography } from '@mui/material';
import type { DocumentReviewDetail } from '@carrier/shared/discount-program';
import { consoleText } from '../console-text.ts';
import { LoadingStatus } from '../fan-tools/common/LoadingStatus.tsx';
import { DocumentViewer } from './DocumentViewer.tsx';
import { ReviewActions } from './ReviewActions.tsx';
import {
  applicantName,
  attributeRows,
  formatReviewTime,
  reasonText,
  segmentName,
  statusName,
} from './review-format.ts';
import { useHeadingFocus } from './use-heading-focus.ts';

const Section = ({ title, children }: { title: string; children: ReactNode }) => {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" id={headingId} gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
};

/** A definition list of label and value pairs. */
const Details = ({ rows }: { rows: { label: string; value: string }[] }) => (
  <Box
    component="dl"
    sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: 1, m: 0 }}
  >
    {rows.map((row) => (
      <Box key={row.label} sx={{ display: 'contents' }}>
        <Typography component="dt" color="text.secondary">
          {row.label}
        </Typography>
        <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
          {row.value}
        </Typography>
      </Box>
    ))}
  </Box>
);

/** Reason codes with the customer's words for each. */
const Reasons = ({ codes }: { codes: readonly string[] }) => (
  <List dense disablePadding>
    {codes.map((code) => (
      <ListItem key={code} disableGutters sx={{ py: 0 }}>
        <ListItemText
          primary={code}
          secondary={reasonText(code)}
          slotProps={{ primary: { sx: { fontFamily: 'monospace' } } }}
        />
      </ListItem>
    ))}
  </List>
);

/** The detail's own fields, absent from a queue row. */
const isDetail = (record: Partial<DocumentReviewDetail>): record is DocumentReviewDetail =>
  Array.isArray(record.documents) &&
  Array.isArray(record.reviews) &&
  Array.isArray(record.docUploadRejectionReasons) &&
  typeof record.attributes === 'object' &&
  record.attributes !== null;

const ReviewTitle = () => {
  const review = useRecordContext<DocumentReviewDetail>();
  return <>{review ? consoleText.reviewTitle(applicantName(review)) : consoleText.documentReviews}</>;
};

const ReviewBody = () => {
  const record = useRecordContext<DocumentReviewDetail>();
  // The queue's row stands in while the detail loads (react-admin reuses the list's record): no details yet.
  const review = record && isDetail(record) ? record : null;
  const heading = useHeadingFocus<HTMLHeadingElement>(record ? `${record.id}:${review ? 'detail' : 'row'}` : null);
  if (!record) return null;
  if (!review) {
    return (
      <>
        <Box sx={{ p: 2 }}>
          <Typography variant="h5" component="h1" ref={heading} tabIndex={-1} sx={{ outline: 'none' }}>
            {consoleText.reviewTitle(applicantName(record))}
          </Typography>
        </Box>
        <LoadingStatus />
      </>
    );
  }

  const applicant = [
    { label: consoleText.verificationId, value: review.id },
    { label: consoleText.applicantName, value: applicantName(review) },
    ...(review.email ? [{ label: consoleText.email, value: review.email }] : []),
    { label: consoleText.segment, value: segmentName(review.segment) },
    { label: consoleText.status, value: statusName(review.status) },
    { label: consoleText.submitted, value: formatReviewTime(review.submittedAt) },
    ...attributeRows(review.attributes, ['firstName', 'lastName', 'email']),
    ...(review.expiryDate ? [{ label: consoleText.expiry, value: review.expiryDate }] : []),
  ];

  return (
    <>
      <Box
        sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}
      >
        <Typography variant="h5" component="h1" ref={heading} tabIndex={-1} sx={{ outline: 'none' }}>
          {consoleText.reviewTitle(applicantName(review))}
        </Typography>
        <ReviewActions />
      </Box>
      {review.status !== 'pending' && (
        <Alert severity="info" sx={{ mx: 2 }}>
          {consoleText.notPending}
        </Alert>
      )}
      <Section title={consoleText.applicant}>
        <Details rows={applicant} />
      </Section>
      <Divider />
      <Section title={consoleText.documents}>
        {review.documents.length === 0 ? (
          <Typography>{consoleText.noDocuments}</Typography>
        ) : (
          review.documents.map((document) => <DocumentViewer key={document.id} document={document} />)
        )}
      </Section>
      <Divider />
      <Section title={consoleText.rejectionHistory}>
        {review.docUploadRejectionReasons.length === 0 ? (
          <Typography>{consoleText.noRejections}</Typography>
        ) : (
          <Box component="ol" sx={{ m: 0, pl: 3 }}>
            {review.docUploadRejectionReasons.map((codes, i) => (
              <li key={i}>
                <Typography>{consoleText.rejectionNumber(i + 1)}</Typography>
                <Reasons codes={codes} />
              </li>
            ))}
          </Box>
        )}
      </Section>
      <Divider />
      <Section title={consoleText.decisions}>
        {review.reviews.length === 0 ? (
          <Typography>{consoleText.noDecisions}</Typography>
        ) : (
          <Box component="ol" sx={{ m: 0, pl: 3 }}>
            {review.reviews.map((decision, i) => (
              <li key={i}>
                <Typography>
                  {consoleText.decisionLine(
                    decision.decision === 'approve' ? consoleText.decisionApproved : consoleText.decisionRejected,
                    decision.reviewer,
                    formatReviewTime(decision.decidedAt),
                  )}
                </Typography>
                {decision.reasons.length > 0 && <Reasons codes={decision.reasons} />}
              </li>
            ))}
          </Box>
        )}
      </Section>
    </>
  );
};

/**
 * One verification under review: the applicant's details as the verify form sent them, each uploaded document in a
 * viewer, the earlier rejections and decisions, and the decision itself (Approve, Reject with reasons).
 */
export const DocumentReviewShow = () => (
  <Show
    title={<ReviewTitle />}
    actions={
      <TopToolbar>
        <ListButton label={consoleText.reviewQueueTitle} />
      </TopToolbar>
    }
  >
    <ReviewBody />
  </Show>
);
