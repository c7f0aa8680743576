/// The page's own CSS (the pictures' is SVGStyle's). Light and dark through
/// `prefers-color-scheme`; the font pinned first, as in the pictures.
enum PageStyle {
  static let css = """
    :root{color-scheme:light dark;--bg:#ffffff;--fg:#111827;--muted:#6b7280;--line:#e5e7eb;\
    --panel:#f9fafb;--hl:#e0f2fe;--sel:#fef08a;--err:#dc2626;--warn:#c2410c;--focus:#2563eb}
    @media (prefers-color-scheme:dark){:root{--bg:#1c1c1e;--fg:#f2f2f7;--muted:#a1a1aa;\
    --line:#3a3a3c;--panel:#242426;--hl:#0c4a6e;--sel:#713f12;--err:#f87171;--warn:#fb923c;\
    --focus:#60a5fa}}
    body{margin:0;background:var(--bg);color:var(--fg);\
    font:14px/1.4 \(SVGStyle.fontFamily)}
    header{padding:10px 16px;border-bottom:1px solid var(--line)}
    h1{font-size:18px;margin:0}
    h2{font-size:14px;margin:0 0 6px}
    header p{margin:2px 0 0;color:var(--muted)}
    main{display:grid;gap:12px 16px;padding:12px 16px;\
    grid-template-columns:minmax(0,1fr) minmax(16rem,24rem);\
    grid-template-areas:"comparison comparison" "picture views" "details views" \
    "findings views" "constraints constraints" "report report"}
    .picture{grid-area:picture}.views{grid-area:views}.details{grid-area:details}\
    .findings{grid-area:findings}.constraints{grid-area:constraints}\
    .comparison{grid-area:comparison}.report{grid-area:report}
    section,nav{min-width:0}
    .constraints,.report{content-visibility:auto;contain-intrinsic-size:auto 600px}
    .scroll{overflow:auto;max-height:70vh;border:1px solid var(--line);background:var(--panel)}
    .scroll svg{display:block}
    .treebox{overflow:auto;max-height:calc(100vh - 120px);border:1px solid var(--line)}
    ul[role=tree],ul[role=group],ul[role=listbox]{list-style:none;margin:0;padding:0}
    ul[role=group]{padding-left:14px}
    [aria-expanded=false]>ul{display:none}
    .row{display:block;padding:1px 4px 1px 1.5em;text-indent:-1.1em;overflow-wrap:anywhere;\
    cursor:pointer}
    .twisty{display:inline-block;width:1.1em;color:var(--muted)}
    li.hl>.row,[role=option].hl{background:var(--hl)}
    li.sel>.row,[role=option].sel{background:var(--sel)}
    [role=option]{padding:2px 6px;cursor:pointer;white-space:pre-wrap;overflow-wrap:anywhere;\
    font:12px/1.4 'DejaVu Sans Mono',Menlo,Consolas,monospace}
    #constraints{max-height:40vh;overflow:auto;border:1px solid var(--line)}
    .broken{color:var(--err)}
    .finding .level{font-weight:bold}
    .finding.error .level{color:var(--err)}
    .finding.warning .level{color:var(--warn)}
    .finding .location,.hint{color:var(--muted)}
    #details h3{font-size:14px;margin:0 0 4px}
    #details ul{list-style:none;margin:4px 0;padding:0}
    :focus{outline:none}
    :focus-visible{outline:2px solid var(--focus);outline-offset:1px}
    .pic .shape:focus-visible{outline:none}
    pre{margin:0;padding:8px;overflow:auto;border:1px solid var(--line);background:var(--panel);\
    font:12px/1.4 'DejaVu Sans Mono',Menlo,Consolas,monospace}

    """
}
