/**
 * The site's stylesheet, inlined in every page (one file per page: it opens from file: as from a host).
 * One dark theme (the preview's Discord greys) for the page, the editor and the preview; the text in
 * Noto Sans and Noto Sans Mono, the faces the preview draws with, shipped in fonts.css (no system
 * font is assumed: a machine without Noto has it all the same). The playground fills the window
 * from 1024 px up without a horizontal scroll: the editor and its findings on the left, the preview
 * (Discord's message width) on the right.
 */
export const SITE_CSS = `
*{box-sizing:border-box}
html{background:#1e1f22}
body{margin:0;font-family:"Noto Sans",sans-serif;background:#1e1f22;color:#dbdee1;font-size:15px;line-height:1.45;overflow-x:hidden}
code,pre,kbd,textarea,.rule{font-family:"Noto Sans Mono",monospace}
a{color:#00a8fc}
h1,h2,h3{line-height:1.25}
header.site{display:flex;gap:20px;align-items:center;padding:10px 20px;background:#111214;font-weight:600;border-bottom:1px solid #2b2d31}
header.site a{color:#f2f3f5;text-decoration:none}header.site a:hover{text-decoration:underline}
main{padding:12px 20px;max-width:100%}
main:not(.playground){max-width:1000px;margin:0 auto}
.toolbar{display:flex;flex-wrap:wrap;gap:8px;align-items:center;margin-bottom:10px}
select,button,input,textarea{font:inherit;background:#2b2d31;color:#dbdee1;border:1px solid #3f4147;border-radius:4px;padding:3px 8px}
textarea{font-family:"Noto Sans Mono",monospace}
button{cursor:pointer}button:hover:not(:disabled){background:#35373c}button:disabled{opacity:.5;cursor:default}
.panes{display:grid;grid-template-columns:minmax(440px,1fr) minmax(0,728px);gap:16px;align-items:start}
.panes>section{min-width:0}
#editor .cm-editor{min-height:420px;max-height:calc(100vh - 220px);border:1px solid #3f4147;border-radius:4px}
#editor .cm-scroller{font-family:"Noto Sans Mono",monospace;font-size:13px}
#findings,.findings{list-style:none;padding:0;margin:8px 0;overflow-wrap:anywhere}
#findings li,.findings li{padding:4px 0;border-bottom:1px solid #2b2d31}
.error .severity,li.error{color:#f23f43}.warning .severity,li.warning{color:#f0b232}
.finding{color:#dbdee1!important}
.rule{font-size:13px}
textarea{width:100%;min-height:90px;font-size:12px}
#explanations{overflow-wrap:anywhere}#explanations li{margin:6px 0}
.where{cursor:pointer;color:#f23f43}
pre{background:#111214;padding:8px;border-radius:4px;overflow:auto;max-width:100%}
.example{margin:8px 0 20px}.example .open{display:inline-block;margin:4px 0}
.preview,#preview{overflow:auto;max-width:100%}
.preview{margin-top:6px}
/* The playground lists the findings beside the editor: the preview keeps its markers, not a second list. */
#preview .cl-findings{display:none!important}
#preview .cl-page,.preview .cl-page{width:auto!important;max-width:100%}
#preview .cl-documents,.preview .cl-documents{width:auto!important;max-width:680px;flex:1 1 auto!important;min-width:0}
table{border-collapse:collapse;max-width:100%}td,th{border:1px solid #3f4147;padding:3px 6px}
.rule-index li{margin:4px 0}.rule-index li[hidden]{display:none}
@media (max-width:999px){.panes{grid-template-columns:minmax(0,1fr)}}
`;
