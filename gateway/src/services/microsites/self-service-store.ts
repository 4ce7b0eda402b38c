import {
  splitContentList,
  type Line,
  type ProfileResponse,
  type Service,
  type SubjectKind,
} from '@carrier/shared/self-service';
import type { Queryable } from '../../store/db.ts';

/**
 * 000 §3: the session customer's profile — user fields and services with their lines — read by user id only,
 * so no request parameter can name another customer's data.
 */
export async function loadProfile(db: Queryable, userId: number): Promise<ProfileResponse> {
  const user = await db.query<{
    first_name: string;
    last_name: string;
    email_address: string;
    phone_number: string;
    slid: string;
    billing_full_name: string;
  }>(
    'select first_name, last_name, email_address, phone_number, slid, billing_full_name from customer_profiles where user_id = $1',
    [userId],
  );
  const services = await db.query<{
    id: string;
    product: string;
    product_option: string;
    product_key: string;
    service: string;
    account_number: string;
    uverse_product_options: string[];
  }>(
    `select id::text, product, product_option, product_key, service, account_number, uverse_product_options
       from customer_services where user_id = $1 order by position, id`,
    [userId],
  );
  const lines = await db.query<{
    service_id: string;
    ctn: string;
    status: string;
    status_reason_code: string;
    subscriber_first_name: string;
    model: string;
  }>(
    `select l.service_id::text, l.ctn, l.status, l.status_reason_code, l.subscriber_first_name, l.model
       from customer_lines l join customer_services s on s.id = l.service_id
      where s.user_id = $1 order by l.service_id, l.position, l.ctn`,
    [userId],
  );
  const linesOf = new Map<string, Line[]>();
  for (const l of lines.rows) {
    const list = linesOf.get(l.service_id) ?? [];
    list.push({
      ctn: l.ctn,
      status: l.status,
      statusReasonCode: l.status_reason_code,
      subscriberName: { firstName: l.subscriber_first_name },
      model: l.model,
    });
    linesOf.set(l.service_id, list);
  }
  const u = user.rows[0];
  return {
    user: {
      firstName: u?.first_name ?? '',
      lastName: u?.last_name ?? '',
      emailAddress: u?.email_address ?? '',
      phoneNumber: u?.phone_number ?? '',
      slid: u?.slid ?? '',
      billingFullName: u?.billing_full_name ?? '',
    },
    services: services.rows.map((s): Service => ({
      product: s.product,
      productOption: s.product_option,
      productKey: s.product_key,
      service: s.service,
      accountNumber: s.account_number,
      ctn: linesOf.get(s.id) ?? [],
      uverseProductOptions: s.uverse_product_options ?? [],
    })),
  };
}

/** What migration 007 stores with each request: its reference, and the submission key with its hash when sent. */
export interface Keyed {
  reference: string;
  idempotencyKey: string | null;
  requestHash: string | null;
}

/** Stores a waiver request; null when a unique constraint (its reference or its key) held it back. */
export async function insertWaiverRequest(
  db: Queryable,
  r: Keyed & { userId: number; requestType: string; accounts: unknown; requestId: string },
): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>(
    `insert into waiver_requests (user_id, request_type, accounts, request_id, reference, idempotency_key, request_hash)
     values ($1, $2, $3, $4, $5, $6, $7) on conflict do nothing returning id::text`,
    [r.userId, r.requestType, JSON.stringify(r.accounts), r.requestId, r.reference, r.idempotencyKey, r.requestHash],
  );
  return rows[0]?.id ?? null;
}

export interface NewMilitaryRequest extends Keyed {
  userId: number;
  requestType: string;
  accountNumber: string;
  accountHolderName: string;
  emailAddress: string;
  subject: string;
  subjectKind: string;
  fields: unknown;
  requestId: string;
}

/** Stores a military request; null when a unique constraint (its reference or its key) held it back. */
export async function insertMilitaryRequest(db: Queryable, r: NewMilitaryRequest): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>(
    `insert into military_requests (user_id, request_type, account_number, account_holder_name, email_address, subject, subject_kind, fields, request_id,
                                    reference, idempotency_key, request_hash)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) on conflict do nothing returning id::text`,
    [
      r.userId,
      r.requestType,
      r.accountNumber,
      r.accountHolderName,
      r.emailAddress,
      r.subject,
      r.subjectKind,
      JSON.stringify(r.fields),
      r.requestId,
      r.reference,
      r.idempotencyKey,
      r.requestHash,
    ],
  );
  return rows[0]?.id ?? null;
}

export interface NewRequestFile {
  requestId: string;
  storedName: string;
  /** The name the team receives it under (ours, with the extension of its kind). */
  fileName: string;
  /** The customer's name for it, information only. */
  originalName: string;
  kind: string;
  mediaType: string;
  sizeBytes: number;
  sha256: string;
  description: string;
}

export async function insertRequestFile(db: Queryable, f: NewRequestFile): Promise<void> {
  await db.query(
    `insert into military_request_files (request_id, stored_name, file_name, original_name, kind, media_type, size_bytes, sha256, description)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [f.requestId, f.storedName, f.fileName, f.originalName, f.kind, f.mediaType, f.sizeBytes, f.sha256, f.description],
  );
}

export interface MilitaryValidity {
  restoreValidity: number;
  cancelValidity: number;
}

/** What the gateway re-checks a military submission against, from the stored military form pages (000 §4, §5, §9). */
export interface MilitaryContentRules extends Partial<MilitaryValidity> {
  /** Every answer any page's serviceOrganization / relocationArea dropdown offers (absent: no page has a list). */
  serviceOrganizations?: string[];
  relocationAreas?: string[];
  /** Every subject any page gives each outcome (absent: no page sets subjects). */
  subjects?: Partial<Record<SubjectKind, string[]>>;
}

const validityDays = (v: unknown): number | null =>
  typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 365 ? v : null;
const SUBJECT_KINDS: readonly SubjectKind[] = ['terminateAll', 'holdAll', 'mix', 'restore'];

/**
 * 000 §9: restoreValidity and cancelValidity come from content; 000 §5: the dropdowns are content lists; 000 §4: the
 * subjects come from content. The webform does not say which page it came from, so what any stored military form
 * page offers is what the gateway accepts: the widest window, the union of the lists and of the subjects.
 */
export async function militaryContentRules(db: Queryable): Promise<MilitaryContentRules> {
  const { rows } = await db.query<{ document: unknown }>(
    'select document from content_documents where document::text like \'%"militaryWebForm"%\'',
  );
  const out: MilitaryContentRules = {};
  const add = (list: string[] | undefined, values: string[]) => [...new Set([...(list ?? []), ...values])];
  for (const row of rows) {
    const doc = (typeof row.document === 'string' ? JSON.parse(row.document) : row.document) as {
      panels?: Array<{ components?: Array<{ type?: string; props?: Record<string, unknown> }> }>;
    };
    for (const component of (doc.panels ?? []).flatMap((p) => p.components ?? [])) {
      if (component.type !== 'militaryWebForm') continue;
      const props = component.props ?? {};
      for (const key of ['restoreValidity', 'cancelValidity'] as const) {
        const days = validityDays(props[key]);
        if (days !== null) out[key] = Math.max(out[key] ?? 0, days);
      }
      const steps = Array.isArray(props.steps)
        ? (props.steps as Array<{ questions?: Array<{ field?: unknown; answers?: unknown }> }>)
        : [];
      for (const q of steps.flatMap((st) => (Array.isArray(st?.questions) ? st.questions : []))) {
        const answers = typeof q.answers === 'string' ? splitContentList(q.answers) : [];
        if (answers.length === 0) continue;
        if (q.field === 'serviceOrganization') out.serviceOrganizations = add(out.serviceOrganizations, answers);
        if (q.field === 'relocationArea') out.relocationAreas = add(out.relocationAreas, answers);
      }
      const subjects = (props.subjects ?? {}) as Record<string, unknown>;
      for (const kind of SUBJECT_KINDS) {
        const text = subjects[kind];
        if (typeof text === 'string' && text.trim())
          out.subjects = { ...out.subjects, [kind]: add(out.subjects?.[kind], [text.trim()]) };
      }
    }
  }
  return out;
}
