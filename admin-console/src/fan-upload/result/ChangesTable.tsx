import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { fanUploadText, type FanUploadReport } from '@carrier/shared/fan-upload';

/** A dry run's would-be changes: which FANs would be created or updated, and which columns change. */
export const ChangesTable = ({ report }: { report: FanUploadReport }) =>
  report.changes.length === 0 ? null : (
    <>
      {/* A scrolling region is reached and scrolled by keyboard too (WCAG 2.1.1). */}
      <TableContainer
        tabIndex={0}
        role="region"
        aria-label={fanUploadText.changesCaption}
        sx={{ maxHeight: 480, mt: 2 }}
      >
        <Table
          size="small"
          stickyHeader
          sx={{ captionSide: 'top', '& caption': { p: 0, pb: 1, color: 'text.primary', fontWeight: 600 } }}
        >
          <caption>{fanUploadText.changesCaption}</caption>
          <TableHead>
            <TableRow>
              <TableCell>{fanUploadText.columnRow}</TableCell>
              <TableCell>{fanUploadText.columnFanId}</TableCell>
              <TableCell>{fanUploadText.columnAction}</TableCell>
              <TableCell>{fanUploadText.columnFields}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {report.changes.map((change) => (
              <TableRow key={change.row}>
                <TableCell component="th" scope="row">
                  {change.row}
                </TableCell>
                <TableCell>{change.fanId}</TableCell>
                <TableCell>
                  {change.action === 'create' ? fanUploadText.actionCreate : fanUploadText.actionUpdate}
                </TableCell>
                <TableCell>{change.columns.join(', ')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {report.changeCount > report.changes.length ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {fanUploadText.changesTruncated(report.changes.length, report.changeCount)}
        </Typography>
      ) : null}
    </>
  );
