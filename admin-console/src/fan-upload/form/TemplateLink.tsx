import { Link, Typography } from '@mui/material';
import { FAN_UPLOAD_TEMPLATE_FILE_NAME, fanUploadTemplatePath, fanUploadText } from '@carrier/shared/fan-upload';

/** The template workbook: the expected columns and one example row. */
export const TemplateLink = ({ cloudApi }: { cloudApi: boolean }) => (
  <Typography variant="body2" sx={{ mb: 2 }}>
    <Link href={fanUploadTemplatePath(cloudApi)} download={FAN_UPLOAD_TEMPLATE_FILE_NAME}>
      {fanUploadText.templateLink}
    </Link>
    {'. '}
    {fanUploadText.templateHint}
  </Typography>
);
