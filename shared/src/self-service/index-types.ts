/** Types the rule files share (re-exported from index.ts through schemas.ts and constants.ts). */
export type {
  Line,
  ProfileResponse,
  ProfileUser,
  Service,
  ServiceMemberInfo,
  MilitaryFields,
  UnlockEntry,
} from './schemas.ts';
export type { MilitaryRequestType } from './constants.ts';
