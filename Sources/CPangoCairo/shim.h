#pragma once
#include <cairo.h>
#include <cairo-ft.h>
#include <fontconfig/fontconfig.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <pango/pangofc-font.h>
#include <ft2build.h>
#include FT_FREETYPE_H

/* GObject cast macros do not import into Swift; these inline helpers stand in for them. */
static inline PangoFcFontMap *llab_fc_font_map(PangoFontMap *map) { return PANGO_FC_FONT_MAP(map); }
static inline void llab_object_unref(void *object) { g_object_unref(object); }
static inline int llab_is_fc_font(PangoFont *font) { return PANGO_IS_FC_FONT(font); }
static inline PangoFcFont *llab_fc_font(PangoFont *font) { return PANGO_FC_FONT(font); }
static inline void llab_free(void *pointer) { g_free(pointer); }
