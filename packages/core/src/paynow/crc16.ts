/**
 * CRC-16/CCITT-FALSE, the checksum EMVCo merchant-presented QR codes (SGQR, PayNow) end with:
 * polynomial 0x1021, initial value 0xFFFF, no reflection, no final XOR. The check value of
 * "123456789" is 29B1.
 */
const POLYNOMIAL = 0x1021;
const INITIAL = 0xffff;

/** The CRC of the text's UTF-8 bytes (a payload is plain ASCII, so one byte per character). */
export function crc16CcittFalse(text: string): number {
  let crc = INITIAL;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ POLYNOMIAL) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc;
}

/** The CRC as a payload's tag 63 carries it: 4 upper-case hex digits, e.g. `1E74`. */
export function crc16Hex(text: string): string {
  return crc16CcittFalse(text).toString(16).toUpperCase().padStart(4, '0');
}
