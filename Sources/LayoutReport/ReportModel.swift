/// Namespace for the report model and HTML writer.
public enum LayoutReport {}
