import { DataTable, Link, List, useCreatePath } from 'react-admin';
import { Box, Typography } from '@mui/material';
import type { DocumentReviewRecord } from '@carrier/shared/discount-program';
import { consoleText } from '../console-text.ts';
import { reviewFilters } from './review-filters.tsx';
import { applicantName, formatReviewTime, segmentName, waitingText } from './review-format.ts';
import { useHeadingFocus } from './use-heading-focus.ts';

const submitted = (review: DocumentReviewRecord) => (
  <>
    {formatReviewTime(review.submittedAt)}
    <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
      {waitingText(review.submittedAt)}
    </Typography>
  </>
);

/** The applicant's name as a link to the review, so the keyboard reaches each row (a row click is mouse only). */
const NameLink = ({ review }: { review: DocumentReviewRecord }) => {
  const createPath = useCreatePath();
  return (
    <Link to={createPath({ resource: 'document-reviews', id: review.id, type: 'show' })}>{applicantName(review)}</Link>
  );
};

/**
 * The review queue: verifications whose uploaded documents wait for a decision, oldest first, a page at a time,
 * narrowed by segment and by how long they have waited. A row opens the review.
 */
export const DocumentReviewList = () => {
  const heading = useHeadingFocus<HTMLHeadingElement>();
  return (
    <Box sx={{ pt: 2 }}>
      <Typography variant="h5" component="h1" ref={heading} tabIndex={-1} sx={{ outline: 'none' }}>
        {consoleText.reviewQueueTitle}
      </Typography>
      {/* empty={false}: the filters stay on screen when the queue is empty. */}
      <List
        title={consoleText.documentReviews}
        filters={reviewFilters}
        sort={{ field: 'submittedAt', order: 'ASC' }}
        perPage={25}
        empty={false}
        exporter={false}
      >
        <DataTable
          rowClick="show"
          bulkActionButtons={false}
          empty={<Typography sx={{ p: 2 }}>{consoleText.noPendingDocuments}</Typography>}
        >
          <DataTable.Col
            label={consoleText.applicantName}
            disableSort
            render={(review: DocumentReviewRecord) => <NameLink review={review} />}
          />
          <DataTable.Col
            source="segment"
            label={consoleText.segment}
            render={(review: DocumentReviewRecord) => segmentName(review.segment)}
          />
          <DataTable.Col source="submittedAt" label={consoleText.submitted} render={submitted} />
          <DataTable.NumberCol source="documentCount" label={consoleText.documentCount} disableSort />
          <DataTable.NumberCol source="docUploadRejectionCount" label={consoleText.earlierRejections} disableSort />
        </DataTable>
      </List>
    </Box>
  );
};
