import { lookupFailure, VatLookupFailedError, type VatRegister } from './vat-register.ts';

/** The Swiss UID register's public web service (SOAP; at most 20 questions a minute per caller). */
export const UID_DEFAULT_URL = 'https://www.uid-wse.admin.ch/V5.0/PublicServices.svc';
const UID_NAMESPACE = 'http://www.uid.admin.ch/xmlns/uid-wse';

/** "CHE123456789" as the register writes it: "CHE-123.456.789". */
export function uidFormatted(vatId: string): string {
  const digits = vatId.slice(3);
  return `CHE-${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}`;
}

/**
 * The Swiss UID register: its operation ValidateVatNumber (SOAP 1.1) answers whether the UID is in the
 * VAT register (MWST/TVA/IVA) now. A fault (Request_limit_exceeded, ...) is a failed lookup.
 */
export function uidRegister(options: { url?: string; fetch?: typeof fetch }): VatRegister {
  const url = options.url ?? UID_DEFAULT_URL;
  const send = options.fetch ?? fetch;
  return {
    name: 'uid',
    async lookup({ vatId }, signal) {
      try {
        const envelope =
          '<?xml version="1.0" encoding="utf-8"?>' +
          `<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/" xmlns:uid="${UID_NAMESPACE}">` +
          `<soap:Body><uid:ValidateVatNumber><uid:vatNumber>${uidFormatted(vatId)}</uid:vatNumber></uid:ValidateVatNumber></soap:Body></soap:Envelope>`;
        const response = await send(url, {
          method: 'POST',
          headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: `"${UID_NAMESPACE}/IPublicServices/ValidateVatNumber"` },
          body: envelope,
          signal,
        });
        const xml = await response.text();
        const fault = /<(?:\w+:)?faultstring[^>]*>([^<]*)</.exec(xml);
        if (fault || !response.ok) throw new VatLookupFailedError(`uid: ${fault?.[1] ?? `HTTP ${response.status}`}`);
        const result = /<(?:\w+:)?ValidateVatNumberResult>\s*(true|false)\s*</.exec(xml);
        if (!result) throw new VatLookupFailedError('uid: the answer has no ValidateVatNumberResult');
        return { valid: result[1] === 'true' };
      } catch (error) {
        throw lookupFailure('uid', error);
      }
    },
  };
}
