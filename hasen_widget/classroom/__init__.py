"""hasen_widget.classroom (placeholder)"""
