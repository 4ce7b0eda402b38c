import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { fillText, type UploadDocumentText } from '@carrier/shared/discount-program';

/** 001 §2: the documents the segment accepts, each with a tooltip saying what it must show, and a note. */
export function DocumentList({
  heading,
  documents,
  note,
  moreAbout,
}: {
  heading: string;
  documents: readonly UploadDocumentText[];
  note: string;
  moreAbout: string;
}) {
  return (
    <Box component="section" aria-labelledby="upload-documents-heading" sx={{ mb: 3 }}>
      <Typography id="upload-documents-heading" component="h3" variant="h6" sx={{ mb: 1 }}>
        {heading}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {documents.map((doc) => (
          <li key={doc.label}>
            {doc.label}
            <Tooltip title={doc.tooltip} describeChild enterTouchDelay={0}>
              <IconButton size="small" aria-label={fillText(moreAbout, { name: doc.label })} sx={{ ml: 0.5 }}>
                <InfoOutlined fontSize="inherit" />
              </IconButton>
            </Tooltip>
          </li>
        ))}
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {note}
      </Typography>
    </Box>
  );
}
