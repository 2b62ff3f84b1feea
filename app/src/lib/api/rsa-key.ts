/** GET /wps/session/key/rsa?_={ms}: the RSA modulus as lower-case hex (contract §2). */
import * as v from 'valibot';
import { Api } from '@wps/contract/paths';
import { defineCall } from './call';

export const rsaKeyCall = defineCall({
  method: 'GET',
  path: Api.rsaKey,
  text: true,
  value: v.pipe(v.string(), v.regex(/^[0-9a-fA-F]{64,}$/)),
});
