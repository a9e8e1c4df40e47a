import { generateSigningKeys } from './keys';

// `npm run jwks -w @spend/identity [-- RS256]`: prints a private signing JWKS for IDENTITY_JWKS or
// IDENTITY_JWKS_FILE, so tokens survive restarts. It is a secret: keep it out of the repository.
const alg = process.argv[2] === 'RS256' ? 'RS256' : 'ES256';
console.log(JSON.stringify(await generateSigningKeys(alg)));
