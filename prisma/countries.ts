/**
 * ISO 3166-1 alpha-2 country codes (and XK, Kosovo, which its passports carry): a traveller's nationality is one of
 * these. Here because the API (validation) and the web app (the nationality select, names from Intl.DisplayNames)
 * both need it. Keep this file free of imports: the browser bundles it as it is.
 */
export const COUNTRY_CODES: readonly string[] = `
  AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE
  BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD
  CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM
  DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF
  GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU
  ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN
  KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME
  MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA
  NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM
  PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI
  SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK
  TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI
  VN VU WF WS XK YE YT ZA ZM ZW
`
  .trim()
  .split(/\s+/);

const KNOWN = new Set(COUNTRY_CODES);
export const isCountryCode = (code: string) => KNOWN.has(code);

const namers = new Map<string, Intl.DisplayNames>();

/**
 * A country's name in the reader's language, from its code: countryName('SA', 'ar') is 'المملكة العربية السعودية'.
 * What people read says the name; the code stays for what machines read (CSV, the API). A code that is no
 * nationality of COUNTRY_CODES comes back as it is.
 */
export function countryName(code: string, locale: string): string {
  // Only the codes a nationality may be: Intl names ZZ 'Unknown Region', and throws on what is no region code at all.
  if (!KNOWN.has(code.toUpperCase())) return code;
  let namer = namers.get(locale);
  if (!namer) {
    namer = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    namers.set(locale, namer);
  }
  return namer.of(code.toUpperCase()) ?? code;
}
