// Where the company config travels to the browser. Its own module: the browser reads the element
// without loading the company schema, which only the server and the build need.

/** The server injects the config into index.html as `<script type="application/json" id="seri-config">`. */
export const COMPANY_CONFIG_ELEMENT_ID = 'seri-config';
