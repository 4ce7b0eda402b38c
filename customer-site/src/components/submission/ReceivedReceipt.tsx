import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import Container from '@mui/material/Container';
import { z } from 'zod';
import { contentComponent } from '../content-component.tsx';
import { contentLinkSchema } from '../content-link.ts';
import { receiptStateSchema, type ReceiptState } from './submission-receipt-state.ts';
import { SubmissionReceipt } from './SubmissionReceipt.tsx';

const propsSchema = z.object({ links: z.array(contentLinkSchema).max(4).default([]) });

/**
 * The reference on a page a flow moved to after success (the waiver cancel's configured URL): read from the router's
 * location state once in the browser (it stays across a reload of that page), nothing when the page is opened
 * directly. Its next-step links come from content.
 */
export const ReceivedReceipt = contentComponent(
  'submissionReceipt',
  propsSchema,
  function ReceivedReceiptView({ props }) {
    const { state } = useLocation();
    const [receipt, setReceipt] = useState<ReceiptState['submissionReceipt'] | null>(null);
    // After the first render, so a page rendered on the server and hydrated here renders the same first.
    useEffect(() => {
      const parsed = receiptStateSchema.safeParse(state);
      setReceipt(parsed.success ? parsed.data.submissionReceipt : null);
    }, [state]);
    if (!receipt) return null;
    return (
      <Container maxWidth="md" sx={{ py: 2 }}>
        <SubmissionReceipt
          reference={receipt.reference}
          alreadyReceived={receipt.alreadyReceived}
          links={props.links}
        />
      </Container>
    );
  },
);
