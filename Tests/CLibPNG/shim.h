#ifndef CLIBPNG_SHIM_H
#define CLIBPNG_SHIM_H

// libpng, for the picture tests only: they decode what rsvg-convert and Chromium render.
// Only the simplified API (png_image_*) is used; its macros are given to Swift as constants.
#include <png.h>

static const unsigned int clibpng_image_version = PNG_IMAGE_VERSION;
static const unsigned int clibpng_format_rgba = PNG_FORMAT_RGBA;

#endif
