-- Outside production without SMTP_URL the worker delivers into the development mailbox: such a message was never sent.
ALTER TYPE "OutboxStatus" ADD VALUE 'DEV_MAILBOX';
