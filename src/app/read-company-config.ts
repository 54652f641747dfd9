import { COMPANY_CONFIG_ELEMENT_ID as CONFIG_ELEMENT_ID } from '../../config/company-config-element';
import type { CompanyConfig } from '../../config/company-schema';
import { FALLBACK_COMPANY_CONFIG } from '../ui/company-config';

/**
 * The configuration the server injected as `<script type="application/json" id="seri-config">`
 * (JSON data, not a script, so the strict CSP allows it). The server validated it against the
 * company schema; a missing or unreadable block falls back to the default brand.
 */
export function readCompanyConfig(doc: Document): CompanyConfig {
  const text = doc.getElementById(CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return FALLBACK_COMPANY_CONFIG;
  try {
    return JSON.parse(text) as CompanyConfig;
  } catch {
    console.error(`#${CONFIG_ELEMENT_ID} is not valid JSON; using the default brand`);
    return FALLBACK_COMPANY_CONFIG;
  }
}
