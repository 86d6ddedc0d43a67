/** The language a request is answered in: the web sends its UI language; other callers get English. */
import { languageFromHeader, type AccountLanguage } from '@ledgerdesk/domain';
import type { FastifyRequest } from 'fastify';

export const requestLanguage = (request: FastifyRequest): AccountLanguage => languageFromHeader(request.headers['accept-language']) ?? 'en';
