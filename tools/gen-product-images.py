#!/usr/bin/env python3
# Draws the sample product images of scenario-products (resources/samples/product-*.png): flat
# illustrations on a tinted ground, 240x180, drawn at twice the size and reduced. Needs Pillow.
from PIL import Image, ImageDraw
W,H=480,360
def base(bg):
    im=Image.new('RGB',(W,H),bg); return im, ImageDraw.Draw(im)
def save(im,name): im.resize((240,180),Image.LANCZOS).save(__import__('os').path.join(__import__('os').path.dirname(__file__), '..', 'resources', 'samples', name), optimize=True)

# mug
im,d=base('#E8F1FF'); d.rounded_rectangle((170,110,290,270),18,fill='#3385FF'); d.ellipse((270,140,340,230),outline='#3385FF',width=16); d.rectangle((185,125,275,140),fill='#66A3FF'); save(im,'product-mug.png')
# tote bag
im,d=base('#FFF3E0'); d.rounded_rectangle((150,140,330,300),16,fill='#FF9F2E'); d.arc((190,70,290,190),180,360,fill='#CC7A1F',width=14); d.rectangle((205,190,275,215),fill='#FFD7A3'); save(im,'product-bag.png')
# sneaker
im,d=base('#EEF8F0'); d.polygon([(120,250),(150,170),(230,160),(300,200),(370,215),(370,255)],fill='#1ED45A'); d.rectangle((120,250,370,275),fill='#F7F7F8'); d.line((170,185,240,180),fill='#FFFFFF',width=8); d.line((180,205,255,200),fill='#FFFFFF',width=8); save(im,'product-sneaker.png')
# headphones
im,d=base('#F3EEFF'); d.arc((150,80,330,260),180,360,fill='#7D5EF7',width=22); d.rounded_rectangle((135,170,185,260),18,fill='#7D5EF7'); d.rounded_rectangle((295,170,345,260),18,fill='#7D5EF7'); save(im,'product-headphones.png')
# water bottle
im,d=base('#E6FAFC'); d.rounded_rectangle((205,120,275,300),26,fill='#00BDDE'); d.rectangle((220,85,260,125),fill='#0098B3'); d.rectangle((205,180,275,210),fill='#7FE0F0'); save(im,'product-bottle.png')
# t-shirt
im,d=base('#FFEEF3'); d.polygon([(170,110),(215,95),(265,95),(310,110),(350,160),(315,180),(305,160),(305,290),(175,290),(175,160),(165,180),(130,160)],fill='#FF5E8E'); d.arc((215,80,265,120),0,180,fill='#FFC2D4',width=8); save(im,'product-tshirt.png')
# candle
im,d=base('#FFF8E6'); d.rounded_rectangle((190,160,290,300),14,fill='#F5D48A'); d.line((240,160,240,130),fill='#5A5C63',width=6); d.ellipse((226,95,254,135),fill='#FF9F2E'); d.ellipse((233,108,247,130),fill='#FFE08A'); save(im,'product-candle.png')
# notebook
im,d=base('#EEF1F6'); d.rounded_rectangle((170,90,310,290),10,fill='#37383C'); d.rectangle((170,90,190,290),fill='#5A5C63'); d.rounded_rectangle((210,130,290,160),6,fill='#F7F7F8'); save(im,'product-notebook.png')
