import Container from '@mui/material/Container';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { z } from 'zod';
import { contentComponent } from './content-component.tsx';

const cell = z.string().max(500);
const tablePanelPropsSchema = z.object({
  caption: z.string().trim().min(1).max(200),
  columns: z.array(cell).min(1).max(12),
  rows: z.array(z.array(cell).max(12)).max(200),
});

/** 002 §2.11 table panel: a captioned data table; the first cell of each row heads it. */
export const TablePanel = contentComponent('tablePanel', tablePanelPropsSchema, function TablePanelView({ props }) {
  return (
    <Container maxWidth="lg">
      <TableContainer>
        <Table>
          <caption>
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {props.caption}
            </Typography>
          </caption>
          <TableHead>
            <TableRow>
              {props.columns.map((c, i) => (
                <TableCell key={i} component="th" scope="col">
                  {c}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {props.rows.map((r, i) => (
              <TableRow key={i}>
                {r.map((c, j) =>
                  j === 0 ? (
                    <TableCell key={j} component="th" scope="row">
                      {c}
                    </TableCell>
                  ) : (
                    <TableCell key={j}>{c}</TableCell>
                  ),
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Container>
  );
});
