import { useEffect, useState } from 'react';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  CART_TEXTS,
  cartResponseSchema,
  formatPrice,
  instantOnPaths,
  type CartResponse,
} from '@carrier/shared/address-shopping';
import { requestJson } from '../../api/http.ts';
import { contentComponent } from '../../components/content-component.tsx';
import { useOwnsPageHeading } from '../../components/use-owns-page-heading.ts';
import { useLocale } from '../../site/use-locale.ts';

const cartPropsSchema = z.object({
  /** where the empty cart sends the visitor */
  shopHref: z
    .string()
    .trim()
    .regex(/^\/(?!\/)/)
    .max(300)
    .default('/internet/instant-on'),
});

type CartState =
  { kind: 'loading' } | { kind: 'empty' } | { kind: 'failed' } | { kind: 'ready'; cart: CartResponse['content'] };

/** 002 §2.6 the cart page (/buy/shoppingcart): the cart this browser filled, its lines and totals. */
export const ShoppingCart = contentComponent('shoppingCart', cartPropsSchema, function ShoppingCartView({ props }) {
  const locale = useLocale();
  const texts = CART_TEXTS[locale === 'es-us' ? 'es' : 'en'];
  const headingLevel = useOwnsPageHeading() ? 'h1' : 'h2';
  const [state, setState] = useState<CartState>({ kind: 'loading' });
  const price = (n: number) => formatPrice(n, locale);

  useEffect(() => {
    let live = true;
    void requestJson(instantOnPaths.cart, {}, cartResponseSchema).then((result) => {
      if (!live) return;
      if (result.ok) setState({ kind: 'ready', cart: result.data.content });
      else setState(result.error.status === 404 ? { kind: 'empty' } : { kind: 'failed' });
    });
    return () => {
      live = false;
    };
  }, []);

  return (
    <Box component="section" data-testid="shopping-cart" sx={{ py: { xs: 4, md: 6 } }}>
      <Container maxWidth="md">
        <Typography component={headingLevel} variant="h4" sx={{ mb: 2 }}>
          {texts.heading}
        </Typography>
        {state.kind === 'loading' && (
          <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <CircularProgress size={20} aria-hidden="true" />
            <Typography component="span">{texts.loading}</Typography>
          </Box>
        )}
        {state.kind === 'failed' && <Alert severity="error">{texts.failed}</Alert>}
        {state.kind === 'empty' && (
          <Typography>
            {texts.empty} <Link href={props.shopHref}>{texts.shop}</Link>
          </Typography>
        )}
        {state.kind === 'ready' && (
          <>
            <Typography sx={{ mb: 2 }}>
              {texts.address}: <strong data-testid="cart-address">{state.cart.fullAddress}</strong>
            </Typography>
            <Table aria-label={texts.heading}>
              <TableHead>
                <TableRow>
                  <TableCell component="th" scope="col">
                    {texts.item}
                  </TableCell>
                  <TableCell component="th" scope="col" align="right">
                    {texts.monthly}
                  </TableCell>
                  <TableCell component="th" scope="col" align="right">
                    {texts.oneTime}
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {state.cart.items.map((line) => (
                  <TableRow key={line.offerId} data-testid="cart-line">
                    <TableCell component="th" scope="row">
                      {line.name}
                    </TableCell>
                    <TableCell align="right">{price(line.monthly)}</TableCell>
                    <TableCell align="right">{price(line.oneTime)}</TableCell>
                  </TableRow>
                ))}
                <TableRow>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
                    {texts.total}
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 700 }} data-testid="cart-monthly-total">
                    {price(state.cart.monthlyTotal)}
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 700 }}>
                    {price(state.cart.oneTimeTotal)}
                  </TableCell>
                </TableRow>
              </TableBody>
            </Table>
          </>
        )}
      </Container>
    </Box>
  );
});
