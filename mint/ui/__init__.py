"""The pygame side: app loop, scenes' shared widgets, drawing kit, sprites, sound, input."""
