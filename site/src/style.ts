/** The site's stylesheet, inlined in every page (one file per page: it opens from file: as from a host). */
export const SITE_CSS = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,"Helvetica Neue",Arial,sans-serif;background:#1e1f22;color:#dbdee1;font-size:15px}
a{color:#00a8fc}
header.site{display:flex;gap:16px;padding:8px 16px;background:#111214;font-weight:600}
main{padding:12px 16px}
.toolbar{display:flex;flex-wrap:wrap;gap:8px;align-items:center;margin-bottom:8px}
select,button,input,textarea{font:inherit;background:#2b2d31;color:#dbdee1;border:1px solid #3f4147;border-radius:4px;padding:3px 8px}
button{cursor:pointer}button:disabled{opacity:.5;cursor:default}
.panes{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,712px);gap:16px}
#editor .cm-editor{background:#fff;color:#000;min-height:420px;max-height:70vh;border-radius:4px}
#editor .cm-scroller{font-family:ui-monospace,"DejaVu Sans Mono",monospace;font-size:13px}
#findings,.findings{list-style:none;padding:0;margin:8px 0}
#findings li,.findings li{padding:3px 0;border-bottom:1px solid #2b2d31}
.error .severity,li.error{color:#f23f43}.warning .severity,li.warning{color:#f0b232}
.finding{color:#dbdee1!important}
.rule{font-family:ui-monospace,monospace;font-size:13px}
textarea{width:100%;min-height:90px;font-family:ui-monospace,monospace;font-size:12px}
#explanations li{margin:6px 0}
.where{cursor:pointer;color:#f23f43}
pre{background:#111214;padding:8px;border-radius:4px;overflow:auto}
.example{margin:8px 0 20px}.example .open{display:inline-block;margin:4px 0}
.preview{overflow:auto;margin-top:6px}
table{border-collapse:collapse}td,th{border:1px solid #3f4147;padding:3px 6px}
.rule-index li{margin:4px 0}.rule-index li[hidden]{display:none}
@media (max-width:1100px){.panes{grid-template-columns:1fr}}
`;
