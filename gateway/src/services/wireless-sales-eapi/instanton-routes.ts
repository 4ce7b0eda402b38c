import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { addToCartRequestSchema, addToCartResponseSchema, cartResponseSchema } from '@carrier/shared/address-shopping';
import { apiErrorSchema } from '@carrier/shared/core';
import { noData } from './baseoffers-service.ts';
import { addToCart, readCart } from './instanton-service.ts';

/** The HttpOnly cookie naming this browser's instant-on cart; sent only to /msapi/. */
export const CART_COOKIE = 'instanton_cart';
const CART_DAYS = 30;

const secure = (request: FastifyRequest) => {
  const mode = request.server.config.session.cookieSecure;
  return mode === 'always' || (mode === 'auto' && request.protocol === 'https');
};

/**
 * 002 §7 POST …/v2/instanton-addtocart (the §3 cart payload; content.status answers), and the cart page's read of
 * the cart this browser filled.
 */
export default async function instantOnRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/instanton-addtocart', {
    config: { access: 'public' },
    bodyLimit: 8192,
    schema: {
      tags: ['instant-on'],
      summary: 'Adds an instant-on plan to a new cart (the address must pass the instant-on eligibility rules)',
      body: addToCartRequestSchema,
      response: {
        200: addToCartResponseSchema,
        400: apiErrorSchema,
        404: apiErrorSchema,
        409: apiErrorSchema,
      },
    },
    handler: async (request, reply) => {
      const { cartId } = await addToCart(app.db, request.body);
      reply.setCookie(CART_COOKIE, cartId, {
        path: '/msapi/',
        httpOnly: true,
        sameSite: 'lax',
        secure: secure(request),
        maxAge: CART_DAYS * 24 * 60 * 60,
      });
      return { content: { status: 'SUCCESS', cartId } };
    },
  });

  r.get('/instanton-cart', {
    config: { access: 'public' },
    schema: {
      tags: ['instant-on'],
      summary: 'The cart this browser filled last (the cart page reads it)',
      response: { 200: cartResponseSchema, 404: apiErrorSchema },
    },
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const cartId = request.cookie(CART_COOKIE);
      if (!cartId) throw noData();
      return { content: await readCart(app.db, cartId) };
    },
  });
}
