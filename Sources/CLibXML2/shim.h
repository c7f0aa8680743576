#ifndef CLIBXML2_SHIM_H
#define CLIBXML2_SHIM_H

#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED  // system ICU headers clash with Foundation's _FoundationICU
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlsave.h>
#include <libxml/xmlwriter.h>
#include <libxml/xmlreader.h>
#include <libxml/xpath.h>
#include <libxml/xpathInternals.h>
#include <libxml/relaxng.h>
#include <libxml/xmlerror.h>
#include <libxml/parserInternals.h>  // xmlParserMaxDepth, xmlCreateMemoryParserCtxt

// xmlFree is a global variable, which Swift 6 will not read; call it from C.
static inline void clibxml2_free(void *_Nullable pointer) { xmlFree(pointer); }

// libxml2 2.9 stops at 256 levels of nesting unless XML_PARSE_HUGE, which lifts every
// limit (billion laughs). Raise the depth limit alone through its global.
static inline void clibxml2_set_max_depth(unsigned int depth) { xmlParserMaxDepth = depth; }
static inline unsigned int clibxml2_max_depth(void) { return xmlParserMaxDepth; }

// The pull parser over a memory buffer, for a caller's own SAX2 handler: the context is
// created in C because xmlCreateMemoryParserCtxt lives in parserInternals.h.
static inline xmlParserCtxtPtr _Nullable clibxml2_new_memory_context(
    const char *_Nonnull buffer, int size) {
  return xmlCreateMemoryParserCtxt(buffer, size);
}


#endif
