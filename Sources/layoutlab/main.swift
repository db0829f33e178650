import LayoutLabKit

LayoutLab.main()
