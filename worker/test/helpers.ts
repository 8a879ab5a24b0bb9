import { pino } from 'pino';

export const logger = pino({ level: process.env.TEST_LOG_LEVEL || 'silent' });
