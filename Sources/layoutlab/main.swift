import LayoutLabCLI

LayoutLab.main()
