// For the API (secrets shown once) and for receivers (verifyWebhook): no worker code.
export { DEV_WEBHOOK_SECRET_KEY, verifyWebhook, webhookHeaders, webhookSigningSecret, WebhookVerificationError, WEBHOOK_HEADERS } from './signature';
