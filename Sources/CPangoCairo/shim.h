// The C side of TautPango: Pango (with PangoCairo and fontconfig) and Cairo, and the few
// GObject casts Swift cannot spell. Used only with the SystemText package trait.
#ifndef TAUT_CPANGOCAIRO_SHIM_H
#define TAUT_CPANGOCAIRO_SHIM_H

#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#include <cairo.h>

/// A new PangoCairo font map on FreeType and fontconfig (never shared with other callers).
static inline PangoFontMap *taut_font_map_new(void) {
    return pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT);
}

/// Makes `map` (from taut_font_map_new) find its fonts through `config` (NULL: the default configuration).
static inline void taut_font_map_set_config(PangoFontMap *map, FcConfig *config) {
    pango_fc_font_map_set_config(PANGO_FC_FONT_MAP(map), config);
}

/// Releases a GObject (font map, context, layout).
static inline void taut_object_unref(void *object) {
    g_object_unref(object);
}

/// PANGO_SCALE as a plain integer.
static inline int taut_pango_scale(void) {
    return PANGO_SCALE;
}

#endif
