//! The Tactica map as a picture: a hex map drawn as SVG from a view (public, or one seat's) and
//! rendered to PNG with the project's renderer.
