/**
 * A step-up (issue #26, PCI DSS 8.4.2): the operations listed in the API's shared/step-up.ts need a
 * sign-in with the second factor in the last STEP_UP_MAX_AGE_SECONDS; otherwise the API answers
 * STEP_UP_REQUIRED and the web signs in again with OTP_ACR, then retries. Shared here because the API
 * checks these values and the web asks for them; the identity provider issues the same ones.
 */
export const STEP_UP_REQUIRED = 'STEP_UP_REQUIRED';
export const STEP_UP_MAX_AGE_SECONDS = 5 * 60;
/** The `amr` value (RFC 8176) of a one-time code from an authenticator app. */
export const AMR_OTP = 'otp';
/** The acr_values the web sends (with prompt=login) to have the identity provider ask for the code. */
export const OTP_ACR = 'urn:spend:otp';
export const STEP_UP_MESSAGE = 'Confirm it is you: enter the code from your authenticator app.';
/** A company requiring the second factor (isSecondFactorRequired) refuses a sign-in without it. */
export const SECOND_FACTOR_REQUIRED_MESSAGE = 'Your company requires a code from an authenticator app at sign-in. Please sign in again.';
