import RateReviewIcon from '@mui/icons-material/RateReviewOutlined';
import { consoleText } from '../console-text.ts';
import { DocumentReviewList } from './DocumentReviewList.tsx';
import { DocumentReviewShow } from './DocumentReviewShow.tsx';

/** The document review queue (001 verification documents): list and show; the decision is the show's actions. */
export default {
  list: DocumentReviewList,
  show: DocumentReviewShow,
  icon: RateReviewIcon,
  options: { label: consoleText.documentReviews },
};
