import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { fanUploadText, type FanUploadReport } from '@carrier/shared/fan-upload';

/** The rows that stop the file: row, column, cell and what to correct (an accessible table with a caption). */
export const IssuesTable = ({ report }: { report: FanUploadReport }) => (
  <>
    {/* A scrolling region is reached and scrolled by keyboard too (WCAG 2.1.1). */}
    <TableContainer tabIndex={0} role="region" aria-label={fanUploadText.issuesCaption} sx={{ maxHeight: 480, mt: 2 }}>
      <Table
        size="small"
        stickyHeader
        sx={{ captionSide: 'top', '& caption': { p: 0, pb: 1, color: 'text.primary', fontWeight: 600 } }}
      >
        <caption>{fanUploadText.issuesCaption}</caption>
        <TableHead>
          <TableRow>
            <TableCell>{fanUploadText.columnRow}</TableCell>
            <TableCell>{fanUploadText.columnColumn}</TableCell>
            <TableCell>{fanUploadText.columnCell}</TableCell>
            <TableCell>{fanUploadText.columnMessage}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {report.issues.map((issue, i) => (
            <TableRow key={i}>
              <TableCell component="th" scope="row">
                {issue.row ?? fanUploadText.wholeFile}
              </TableCell>
              <TableCell>{issue.column ?? ''}</TableCell>
              <TableCell>{issue.cell ?? ''}</TableCell>
              <TableCell>{issue.message}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
    {report.issueCount > report.issues.length ? (
      <Typography variant="body2" sx={{ mt: 1 }}>
        {fanUploadText.issuesTruncated(report.issues.length, report.issueCount)}
      </Typography>
    ) : null}
  </>
);
